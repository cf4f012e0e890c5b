import ArchgenGraph
import SwiftSyntax

/// A value a reducer reads from an action it matched by type (ReSwift's actions are structs):
/// `signIn.name` where `case let signIn as SignIn`, `if let signIn = action as? SignIn` or
/// `guard let signIn = action as? SignIn` binds `signIn`. The type matched is the event's name
/// (graph names such an event by its type) and the member is the payload the test sends, by label.
package enum CastActionBinding {
  /// `(type, member)` when `expression` is `name.member` and `name` is bound by a cast around
  /// `node`; nil for anything else.
  package static func member(_ expression: ExprSyntax, around node: Syntax) -> (
    type: String, member: String
  )? {
    guard let access = expression.as(MemberAccessExprSyntax.self),
      let base = access.base?.as(DeclReferenceExprSyntax.self),
      access.declName.argumentNames == nil
    else { return nil }
    let name = base.baseName.text
    guard let type = castType(binding: name, around: node) else { return nil }
    return (type, access.declName.baseName.text)
  }

  /// The type `name` is cast to where it is bound: the nearest `switch` case, `if` or `guard`
  /// around `node` that binds it.
  private static func castType(binding name: String, around node: Syntax) -> String? {
    var current: Syntax? = node
    while let syntax = current {
      if let switchCase = syntax.as(SwitchCaseSyntax.self) {
        // The nearest case decides: a case that binds `name` otherwise shadows nothing cast.
        if let type = castType(binding: name, in: switchCase) { return type }
      }
      if let ifExpr = syntax.as(IfExprSyntax.self),
        let type = castType(binding: name, in: ifExpr.conditions)
      {
        return type
      }
      // A `guard` earlier in a block around the node.
      if let item = syntax.as(CodeBlockItemSyntax.self),
        let list = item.parent?.as(CodeBlockItemListSyntax.self)
      {
        for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
          if let guardStmt = earlier.item.as(GuardStmtSyntax.self),
            let type = castType(binding: name, in: guardStmt.conditions)
          {
            return type
          }
        }
      }
      current = syntax.parent
    }
    return nil
  }

  /// `case let signIn as SignIn:` (one item).
  private static func castType(binding name: String, in switchCase: SwitchCaseSyntax) -> String? {
    guard case .case(let label) = switchCase.label, label.caseItems.count == 1,
      let pattern = label.caseItems.first?.pattern
    else { return nil }
    var inner = Syntax(pattern)
    if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = Syntax(binding.pattern) }
    if let expression = inner.as(ExpressionPatternSyntax.self) {
      inner = Syntax(expression.expression)
    }
    if let cast = inner.as(AsExprSyntax.self), boundName(Syntax(cast.expression)) == name {
      return cast.type.trimmedDescription
    }
    if let sequence = inner.as(SequenceExprSyntax.self) {
      let items = Array(sequence.elements)
      if items.count == 3, items[1].is(UnresolvedAsExprSyntax.self),
        boundName(Syntax(items[0])) == name
      {
        return items[2].trimmedDescription
      }
    }
    return nil
  }

  /// `let signIn = action as? SignIn` among an `if`'s or a `guard`'s conditions.
  private static func castType(binding name: String, in conditions: ConditionElementListSyntax)
    -> String?
  {
    for element in conditions {
      guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
        let value = binding.initializer?.value
      else { continue }
      if let cast = value.as(AsExprSyntax.self), cast.questionOrExclamationMark != nil {
        return cast.type.trimmedDescription
      }
      if let sequence = value.as(SequenceExprSyntax.self) {
        let items = Array(sequence.elements)
        if items.count == 3, items[1].is(UnresolvedAsExprSyntax.self) {
          return items[2].trimmedDescription
        }
      }
    }
    return nil
  }

  /// `signIn` in `let signIn` or `signIn` (the binding is outside: `case let x as T`).
  private static func boundName(_ node: Syntax) -> String? {
    var inner = node
    if let expression = inner.as(PatternExprSyntax.self) { inner = Syntax(expression.pattern) }
    if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = Syntax(binding.pattern) }
    return inner.as(IdentifierPatternSyntax.self)?.identifier.text
      ?? inner.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
