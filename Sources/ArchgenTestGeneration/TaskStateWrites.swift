import SwiftSyntax

/// Assignments to the state (`state = …`, `self.state = …`, `state.field = …`, `state.count +=
/// 1`) in a body.
package final class StateWrites: SyntaxVisitor {
  package let stateName: String
  package private(set) var found: [Syntax] = []

  package init(stateName: String) {
    self.stateName = stateName
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count >= 3, Self.assigns(elements[1]), root(of: elements[0]) == stateName {
      found.append(Syntax(node))
    }
    return .visitChildren
  }

  /// `=`, or a compound assignment (`+=`, `??=`), not a comparison.
  private static func assigns(_ element: ExprSyntax) -> Bool {
    if element.is(AssignmentExprSyntax.self) { return true }
    guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  private func root(of target: ExprSyntax) -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return member.declName.baseName.text
      }
      return root(of: base)
    }
    return nil
  }
}

/// The tasks a statement starts.
package final class TaskCalls: SyntaxVisitor {
  package private(set) var found: [FunctionCallExprSyntax] = []

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if AwaitedWrite.isTaskStart(node) { found.append(node) }
    return .visitChildren
  }
}
