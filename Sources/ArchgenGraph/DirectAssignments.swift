import SwiftSyntax

/// Whether a body assigns a value the caller picks (`state = …`, `self.state.user = …`) outside
/// the closures it holds: a closure runs later, if at all, so what it assigns is not the body's.
final class DirectAssignments: SyntaxVisitor {
  private let isTarget: (ExprSyntax) -> Bool
  private var found = false

  private init(isTarget: @escaping (ExprSyntax) -> Bool) {
    self.isTarget = isTarget
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether `node` holds an assignment whose left side `isTarget` accepts.
  static func any(in node: some SyntaxProtocol, to isTarget: @escaping (ExprSyntax) -> Bool)
    -> Bool
  {
    let visitor = DirectAssignments(isTarget: isTarget)
    visitor.walk(node)
    return visitor.found
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count == 3, items[1].is(AssignmentExprSyntax.self), isTarget(items[0]) {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
