import SwiftSyntax

/// A value one method moves to one of several cases by how the work it waits for ends is a
/// machine, not a setter: `run()` awaits a check and sets `.genuine` or `.notGenuine` by its
/// answer, `.cancel` or `.exit` by the error it throws (`* -> genuine`, `* -> notGenuine`,
/// `* -> cancel`, `* -> exit`). The outcome of the work, not the caller, decides the case, as
/// an event's case decides it in a reducer. A method that maps what its caller hands it
/// (`banner = error == nil ? .hidden : .shown`) waits for nothing and stays a setter; one that
/// sets a case and then one other after the wait (`.counting`, then `.shown`) moves along one
/// path and stays a setter too.
enum AwaitedOutcomeRule {
  /// Whether `transitions` move the value from one starting point to two cases or more.
  static func hasAlternatives(_ transitions: [Transition]) -> Bool {
    var targets: [String: Set<String>] = [:]
    for transition in transitions
    where !transition.toNode.isField && !transition.fromNode.isField
      && MachineFilter.isCase(transition.to) && transition.to != transition.from
    {
      targets[transition.from, default: []].insert(transition.to)
    }
    return targets.values.contains { $0.count >= 2 }
  }

  /// Whether a body waits for work whose end it reads: an `await`, or a `do` whose `catch`
  /// handles how the work failed.
  static func waits(_ body: some SyntaxProtocol) -> Bool {
    let visitor = AwaitedWork()
    visitor.walk(body)
    return visitor.found
  }
}

/// Finds an `await` or a `do`/`catch` in a body, nested closures included (a `Task { }` the
/// method starts is its work).
private final class AwaitedWork: SyntaxVisitor {
  private(set) var found = false

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
    if !node.catchClauses.isEmpty { found = true }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
