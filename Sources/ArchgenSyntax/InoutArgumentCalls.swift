import SwiftSyntax

/// Calls nested inside an expression that hand a value `inout` (`.merge(cancel(&state),
/// schedule(&state))`, `effects.append(reschedule(&state))`), in the order they run: each
/// writes the caller's value wherever it sits. Closures are not entered (their calls run
/// later), and the expression's own outermost call is not listed.
package final class InoutArgumentCalls: SyntaxVisitor {
  private let root: SyntaxIdentifier
  private var calls: [FunctionCallExprSyntax] = []

  private init(root: SyntaxIdentifier) {
    self.root = root
    super.init(viewMode: .sourceAccurate)
  }

  package static func calls(in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
    let collector = InoutArgumentCalls(root: expression.id)
    collector.walk(expression)
    return collector.calls
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.id != root, node.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) {
      calls.append(node)
    }
    return .visitChildren
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
