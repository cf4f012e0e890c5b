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

/// Tasks isolated to the main actor (`Task { @MainActor in … }`): started from a test that runs
/// on the main actor, such a task runs only when the test awaits, never between a call and the
/// read that follows it.
package enum MainActorTasks {
  /// Whether the task's closure is marked `@MainActor`.
  package static func isIsolated(_ task: FunctionCallExprSyntax) -> Bool {
    let closure =
      task.trailingClosure
      ?? task.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    return closure?.signature?.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
    } ?? false
  }

  /// Whether a member of a type starts one.
  package static func started(in members: [MemberBlockItemSyntax]) -> Bool {
    let tasks = TaskCalls(viewMode: .sourceAccurate)
    for member in members { tasks.walk(member) }
    return tasks.found.contains(where: isIsolated)
  }
}
