import ArchgenGraph
import SwiftSyntax

/// An initializer that calls one of its type's own methods that write the state (`resume()` at
/// the end of `init`) runs that method: a new object starts where the call leaves the state,
/// not at the declared value. An event's call moves the state along the machine's one unguarded
/// transition from where it stands; any other call that writes the state (or a call in an `if`,
/// a loop, a closure) leaves a start no test can tell.
package enum InitializerEventCalls {
  /// The case the calls in `body` leave the state in, from `start`: `start` itself when the body
  /// calls no method in `writers`; nil when a call cannot be followed.
  package static func start(
    after body: CodeBlockSyntax, from start: String, writers: Set<String>,
    transitions: [Transition]
  ) -> String? {
    let finder = WriterCalls(writers: writers)
    finder.walk(body)
    var current = start
    for call in finder.found {
      // A call below the initializer's own statements may or may not run.
      guard call.parent?.parent?.parent?.id == body.id else { return nil }
      let name = WriterCalls.callee(call) ?? ""
      let moves = transitions.filter {
        EventLabel.parts($0.event)?.first?.name == name && ($0.from == current || $0.from == "*")
      }
      guard moves.count == 1, let move = moves.first, move.guardText == nil else { return nil }
      current = move.to
    }
    return current
  }
}

/// The calls of a method in `writers`, as `name()` or `self.name()`, in source order.
private final class WriterCalls: SyntaxVisitor {
  let writers: Set<String>
  private(set) var found: [FunctionCallExprSyntax] = []

  init(writers: Set<String>) {
    self.writers = writers
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = Self.callee(node), writers.contains(name) { found.append(node) }
    return .visitChildren
  }

  static func callee(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }
}
