import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What a method's call leaves in the state when it returns, for a write on a line: a test that
/// calls the method reads the state after the whole call, so a write the same call replaces
/// before it returns (`phase = .installing`, then `phase = .installed` after the work) is not
/// what it reads, and a write that runs only when earlier work in its `do` did not throw is
/// decided by that work, not by the test.
package enum CallWrites {
  /// Why the write on `line` is not what a test reads after the call; nil when it is.
  package static func check(line: Int, in source: ParsedSource, stateName: String) -> TestSkip? {
    guard let write = source.write(onLine: line) else { return nil }
    if writtenAgain(after: write, stateName: stateName) { return .laterWriteInCall }
    if followsThrowingWork(write) { return .writeAfterThrowingWork }
    return nil
  }

  /// A write of the state after `write` on a path the call can take to its end: in the items
  /// that follow it in each block around it, up to the function, until the path ends (`PathEnd`:
  /// a return, a throw or a trap), which the statement holding the write may do itself
  /// (`guard … else { return fail() }`: the write after the guard is on the other path). Writes
  /// in closures (a task, a callback) run later and are read elsewhere.
  private static func writtenAgain(after write: Syntax, stateName: String) -> Bool {
    let closure = enclosingClosure(of: write)
    var node = write
    while let parent = node.parent, !parent.is(FunctionDeclSyntax.self),
      !parent.is(ClosureExprSyntax.self)
    {
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        if let holding = node.as(CodeBlockItemSyntax.self), PathEnd.ends(holding.item) {
          return false
        }
        for item in list where item.position > node.position {
          if PathEnd.ends(item.item) { return false }
          let writes = StateWrites(stateName: stateName)
          writes.walk(item)
          if writes.found.contains(where: { enclosingClosure(of: $0) == closure }) {
            return true
          }
        }
      }
      node = parent
    }
    return false
  }

  /// Whether a `try` comes before the write inside a `do` around it: the write runs only when
  /// that work did not throw, which the test does not choose.
  private static func followsThrowingWork(_ write: Syntax) -> Bool {
    var node = write
    while let parent = node.parent, !parent.is(FunctionDeclSyntax.self),
      !parent.is(ClosureExprSyntax.self)
    {
      if let statement = parent.as(DoStmtSyntax.self), node.id == Syntax(statement.body).id {
        let tries = TryExpressions(before: write.position)
        tries.walk(statement.body)
        if tries.found { return true }
      }
      node = parent
    }
    return false
  }

  private static func enclosingClosure(of node: Syntax) -> SyntaxIdentifier? {
    node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) })?.id
  }
}

/// Whether a `try` (not `try?`) starts before a position.
private final class TryExpressions: SyntaxVisitor {
  let position: AbsolutePosition
  private(set) var found = false

  init(before position: AbsolutePosition) {
    self.position = position
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.position < position, node.questionOrExclamationMark == nil { found = true }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
