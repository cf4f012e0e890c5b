import SwiftSyntax

/// A local bound to `self` is `self`, whatever it is called: `guard let sself = self`, `if let
/// strongSelf = self`, `let this = self`, or a closure's capture `[weak owner = self]`. A call
/// `strongSelf.update(viewState: .error(e))` or a write `sself.status = .done` inside a callback
/// is the object's own, as `self?.update(…)` is. Only closures rebind `self` this way (to hold it
/// strongly after a weak capture), so a name is looked for only inside a closure.
package enum SelfAliases {
  /// Whether `expression` is `self`, or a name bound to `self` in a closure around it.
  package static func isSelf(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    if reference.baseName.tokenKind == .keyword(.self) { return true }
    guard case .identifier(let name) = reference.baseName.tokenKind else { return false }
    return isBoundToSelf(name, around: Syntax(reference))
  }

  private static func isBoundToSelf(_ name: String, around node: Syntax) -> Bool {
    // Cheap first: no closure around the name, no rebinding of `self` to look for.
    var probe = node.parent
    while let syntax = probe, syntax.kind != .closureExpr {
      if isScopeEnd(syntax) { return false }
      probe = syntax.parent
    }
    guard probe != nil else { return false }
    var child = node
    var current = node.parent
    while let syntax = current {
      if isScopeEnd(syntax) { return false }
      if let items = syntax.as(CodeBlockItemListSyntax.self), binds(name, before: child, in: items)
      {
        return true
      }
      // `guard let strongSelf = self, strongSelf.state == .idle`: a later condition of the list.
      if let conditions = syntax.as(ConditionElementListSyntax.self),
        conditions.prefix(while: { $0.id != child.id }).contains(where: { bindsSelf(name, $0) })
      {
        return true
      }
      if let conditional = syntax.as(IfExprSyntax.self), child.id == conditional.body.id,
        conditional.conditions.contains(where: { bindsSelf(name, $0) })
      {
        return true
      }
      if let closure = syntax.as(ClosureExprSyntax.self),
        closure.signature?.capture?.items.contains(where: {
          $0.name.text == name && $0.initializer.map { isSelfKeyword($0.value) } == true
        }) == true
      {
        return true
      }
      child = syntax
      current = syntax.parent
    }
    return false
  }

  /// Decided by kind, no cast: every ancestor of every name inside a closure is asked.
  private static func isScopeEnd(_ syntax: Syntax) -> Bool {
    switch syntax.kind {
    case .functionDecl, .initializerDecl, .accessorBlock, .memberBlock: true
    default: false
    }
  }

  /// `guard let name = self else { … }` or `let name = self` among the statements before `child`.
  private static func binds(_ name: String, before child: Syntax, in items: CodeBlockItemListSyntax)
    -> Bool
  {
    for item in items {
      if item.id == child.id { return false }
      if let guardStatement = item.item.as(GuardStmtSyntax.self),
        guardStatement.conditions.contains(where: { bindsSelf(name, $0) })
      {
        return true
      }
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            && $0.initializer.map { isSelfKeyword($0.value) } == true
        })
      {
        return true
      }
    }
    return false
  }

  /// `let name = self` as an optional binding condition.
  private static func bindsSelf(_ name: String, _ condition: ConditionElementSyntax) -> Bool {
    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
      let value = binding.initializer?.value
    else { return false }
    return isSelfKeyword(value)
  }

  private static func isSelfKeyword(_ expression: ExprSyntax) -> Bool {
    var value = expression
    if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression }
    return value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
