import SwiftSyntax

/// A call that never returns: the standard library's functions declared `-> Never`
/// (`fatalError()`, `preconditionFailure("…")`), so the path that makes it ends there, as a
/// `return` or a `throw` ends it.
package enum NeverReturningCall {
  /// The standard library's free functions whose result type is `Never`.
  private static let standardLibrary: Set<String> = [
    "fatalError", "preconditionFailure",
  ]

  /// `fatalError()`, `Swift.fatalError("…")`, `preconditionFailure()`.
  package static func isTrap(_ expression: ExprSyntax) -> Bool {
    guard let call = PlainExpression.unwrap(expression).as(FunctionCallExprSyntax.self) else {
      return false
    }
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return standardLibrary.contains(reference.baseName.text)
    }
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
    {
      return standardLibrary.contains(member.declName.baseName.text)
    }
    return false
  }

  /// A statement that is such a call.
  package static func isTrap(_ item: CodeBlockItemSyntax.Item) -> Bool {
    if case .expr(let expression) = item { return isTrap(expression) }
    if case .stmt(let statement) = item,
      let expression = statement.as(ExpressionStmtSyntax.self)?.expression
    {
      return isTrap(expression)
    }
    return false
  }
}
