import SwiftSyntax

/// `defer { state = .idle }`: runs last, on every exit of the block that declares it (a
/// `return`, a `throw`, a `try` that throws, the end), from whatever value the state holds there.
extension TransitionExtractor {
  /// Walks the pending `defer` bodies, innermost first, from the current path; an edge already
  /// drawn the same way is not drawn twice.
  package func runDefers(_ context: Context, only count: Int? = nil) {
    let bodies = count.map { Array(context.defers.suffix($0)) } ?? context.defers
    guard !bodies.isEmpty else { return }
    var inner = context
    inner.defers = []
    for body in bodies.reversed() {
      let before = transitions.count
      walk(body, inner)
      var kept = Array(transitions[..<before])
      var keptExclusions = exclusions.filter { $0.key < before }
      for index in before..<transitions.count where !kept.contains(transitions[index]) {
        if let excluded = exclusions[index] { keptExclusions[kept.count] = excluded }
        kept.append(transitions[index])
      }
      transitions = kept
      exclusions = keptExclusions
    }
  }

  /// True when an item can leave by a thrown error (`try await load()`, not `try?`), outside
  /// closures it declares.
  package static func mayThrow(_ item: CodeBlockItemSyntax) -> Bool {
    let finder = ThrowingTryFinder(viewMode: .sourceAccurate)
    finder.walk(item)
    return finder.found
  }
}

/// Finds a `try` with no `?` or `!` outside nested closures.
private final class ThrowingTryFinder: SyntaxVisitor {
  var found = false

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark == nil { found = true }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
