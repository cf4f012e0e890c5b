import SwiftSyntax

/// A held state's write in a `Task` the handler does not give a test (it drops it, or keeps it in
/// a private property): the test waits for the state to change from where it started, a bounded
/// time, then reads it back. `AwaitedWrite` allows it only where the task makes the one write
/// to the state that follows the call (no write of the handler's before it, none of the task's
/// after it), so the first change is that write; the state must compare with `==`, which the
/// planner checks. Where the write never comes (the transition broken), the wait ends and the
/// test fails on the state it reads.
package enum PolledWrite {
  /// At most this many waits of a millisecond: a second, far beyond a task that only awaits
  /// work the test's doubles answer at once.
  package static let bound = "1_000"

  /// The call, then the wait: `store.send(.share)`, then a loop that sleeps while
  /// `store.state == state` (the start, or the last state a path reached).
  package static func act(_ act: String, holder: String, property: String) -> String {
    [
      act,
      "// The handler does not keep the task that writes the state: wait for the write.",
      "for _ in 0..<\(bound) where \(holder).\(property) == state {",
      "  try? await Task.sleep(nanoseconds: 1_000_000)",
      "}",
    ].joined(separator: "\n    ")
  }

  /// Whether the write sits in a `do` block of the task's body: it runs only when the work
  /// before it does not throw, which the test does not choose, so a wait for it could end empty
  /// on correct code (a task the test awaits ends either way; one it waits for may not write).
  package static func followsThrowingWork(_ write: Syntax, in closure: ClosureExprSyntax) -> Bool {
    var node = write
    while let parent = node.parent, parent.id != closure.id {
      if parent.is(DoStmtSyntax.self) { return true }
      node = parent
    }
    return false
  }
}
