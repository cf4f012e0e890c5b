import SwiftSyntax

/// A statement after which a path through a body does not go on: a `return`, a `throw`, or a
/// call that never returns (`NeverReturningCall`). What follows it in its block, and below the
/// block, is on another path.
package enum PathEnd {
  /// `return`, `return fail(…)`, `throw error`, `fatalError()`.
  package static func ends(_ item: CodeBlockItemSyntax.Item) -> Bool {
    if NeverReturningCall.isTrap(item) { return true }
    guard case .stmt(let statement) = item else { return false }
    return statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self)
  }
}
