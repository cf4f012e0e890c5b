import SwiftSyntax

/// A closure that changes the value it is handed, passed to a method of a value: the copy-modify
/// helpers of a state (`state.with { $0.status = .loaded }`, `state.mutated { copy in … }`), by
/// what the closure does rather than by the method's name. The method hands the closure its
/// copy and returns it changed, so the write has run when the call returns. A closure that
/// writes anything else (a captured state, `self.state`) is not one, nor a closure handed to a
/// free function or an initializer (`Task { }`), nor one whose parameter is written only from
/// a closure nested in it.
package enum SynchronousCopy {
  /// Whether `write` changes a parameter of `closure` (`$0`, or a name the closure declares),
  /// `closure` being an argument of a call of a method on a value.
  package static func writesOwnParameter(_ write: Syntax, in closure: ClosureExprSyntax) -> Bool {
    guard isMethodArgument(closure), let root = writtenRoot(write) else { return false }
    if nearestClosure(of: write)?.id != closure.id { return false }
    let names = parameterNames(closure)
    return names.isEmpty ? root == "$0" : names.contains(root)
  }

  /// The name at the root of what `write` changes: `copy` of `copy.items[0].title = ""`, `$0`
  /// of `$0.isOn.toggle()`.
  private static func writtenRoot(_ write: Syntax) -> String? {
    var target: ExprSyntax
    if let sequence = write.as(SequenceExprSyntax.self), let first = sequence.elements.first {
      target = first
    } else if let call = write.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      target = base
    } else {
      return nil
    }
    while true {
      if let reference = target.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
        target = base
      } else if let subscripted = target.as(SubscriptCallExprSyntax.self) {
        target = subscripted.calledExpression
      } else if let optional = target.as(OptionalChainingExprSyntax.self) {
        target = optional.expression
      } else if let forced = target.as(ForceUnwrapExprSyntax.self) {
        target = forced.expression
      } else {
        return nil
      }
    }
  }

  /// The innermost closure around `node`.
  private static func nearestClosure(of node: Syntax) -> ClosureExprSyntax? {
    node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) })
  }

  /// Whether `closure` is an argument (or a trailing closure) of a call whose callee is a
  /// member of a value (`state.with`, `newState.mutated`), not a free function or a type's
  /// initializer (`Task { }`, `DispatchQueue.main.async` is a member but its closure takes no
  /// parameter to write).
  private static func isMethodArgument(_ closure: ClosureExprSyntax) -> Bool {
    var node = Syntax(closure)
    while let parent = node.parent {
      if let call = parent.as(FunctionCallExprSyntax.self) {
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil
      }
      guard
        parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
          || parent.is(MultipleTrailingClosureElementSyntax.self)
          || parent.is(MultipleTrailingClosureElementListSyntax.self)
      else { return false }
      node = parent
    }
    return false
  }

  private static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let clause):
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }
}
