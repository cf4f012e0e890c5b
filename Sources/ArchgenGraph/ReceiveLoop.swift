import SwiftSyntax

/// `Task { [weak self] in for try await message in stream { await self?.didReceive(message) } }`:
/// a receive loop in work that holds the object weakly listens for as long as the object lives,
/// as a subscription does. Each element arrives later, an event of its own, and so do the loop's
/// end and what it throws: none of it is a change of the method that starts the work (field-p
/// rule P1). A loop in work that holds the object strongly (a connection's own read loop, a
/// script's output read to its end) is the method's work, followed as it is written.
package enum ReceiveLoop {
  /// Whether `loop` is such a listener.
  package static func isLater(_ loop: ForStmtSyntax) -> Bool {
    guard loop.awaitKeyword != nil else { return false }
    var current = loop.parent
    while let syntax = current {
      if let closure = syntax.as(ClosureExprSyntax.self) {
        return closure.signature?.capture?.items.contains(where: {
          $0.specifier != nil && $0.trimmedText.hasSuffix("self")
        }) == true
      }
      if syntax.is(FunctionDeclSyntax.self) { return false }
      current = syntax.parent
    }
    return false
  }

  /// Whether `items` run such a listener at their top level.
  package static func holdsLater(_ items: CodeBlockItemListSyntax) -> Bool {
    items.contains { $0.item.as(ForStmtSyntax.self).map(isLater) == true }
  }
}
