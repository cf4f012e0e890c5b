import SwiftSyntax

/// Plain readings of an expression that graph and the syntax answers share.
package enum PlainExpression {
  /// `(x)`, `try x`, `await x`, `x!`: the expression inside.
  package static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return unwrap(only.expression)
    }
    if let attempt = expression.as(TryExprSyntax.self) { return unwrap(attempt.expression) }
    if let wait = expression.as(AwaitExprSyntax.self) { return unwrap(wait.expression) }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrap(forced.expression) }
    return expression
  }

  /// `x as! T`, `x as? T` (folded, or unfolded as the parser leaves it), under `unwrap`'s marks:
  /// the value cast (`UIApplication.shared.delegate` of `UIApplication.shared.delegate as!
  /// AppDelegate`).
  package static func uncast(_ expression: ExprSyntax) -> ExprSyntax {
    let value = unwrap(expression)
    if let cast = cast(value) { return uncast(cast.value) }
    return value
  }

  /// `x as! T`, `x as? T`, folded or unfolded: the value cast and, when written as a type, the
  /// type cast to; nil for any other expression. No mark around it is looked through.
  package static func cast(_ expression: ExprSyntax) -> (value: ExprSyntax, type: TypeSyntax?)? {
    if let cast = expression.as(AsExprSyntax.self) { return (cast.expression, cast.type) }
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) ?? false,
      let first = sequence.elements.first
    {
      return (first, sequence.elements.last?.as(TypeExprSyntax.self)?.type)
    }
    return nil
  }

  /// `self.state.user` → `["self", "state", "user"]`; nil for anything but a plain member chain.
  package static func memberPath(_ expression: ExprSyntax) -> [String]? {
    let expression = unwrap(expression)
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return [reference.baseName.text]
    }
    if expression.is(SuperExprSyntax.self) { return nil }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let prefix = memberPath(base)
    {
      // `state.$syncUp` (a shared or bound field) is the field `syncUp`.
      var name = member.declName.baseName.text
      if name.hasPrefix("$") && name.count > 1 { name.removeFirst() }
      return prefix + [name]
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return memberPath(optional.expression)
    }
    // `state.items[id]` is the field `items[]`: which element is not told.
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
      var prefix = memberPath(subscriptCall.calledExpression), !prefix.isEmpty
    {
      prefix[prefix.count - 1] += "[]"
      return prefix
    }
    return nil
  }
}
