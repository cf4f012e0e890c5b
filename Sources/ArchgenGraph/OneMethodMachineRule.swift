import SwiftSyntax

/// A value that one method moves is a machine, not a setter, when the method runs a flow of its
/// own whose end chooses the case: what ends the work it waits for, not the caller, decides, as
/// an event's case decides it in a reducer. One rule, two forms:
/// - the method enters a case and, when the work ends, moves on from it to two cases or more
///   (`state = .loading`, then `.loaded` after `try await` and `.failed` in the `catch`:
///   `* -> loading`, `loading -> loaded`, `loading -> failed`), awaited or not;
/// - the method awaits work (an `await`, a `do` with a `catch`) and sets one of several cases by
///   how it ends (`run()` sets `.genuine` or `.notGenuine` by the answer, `.cancel` or `.exit`
///   by the error thrown: `* -> genuine`, `* -> notGenuine`, `* -> cancel`, `* -> exit`).
/// A method that maps what its caller hands it (`banner = error == nil ? .hidden : .shown`)
/// waits for nothing and stays a setter; one that sets a case and then one other along one
/// path (`.counting`, then `.shown`) moves along one path and stays a setter too.
enum OneMethodMachineRule {
  /// Whether `transitions`, the changes of one method (`waits`: whether it waits for work), run
  /// a flow whose end chooses among cases.
  static func movesOn(_ transitions: [Transition], waits: Bool) -> Bool {
    var outcomes: [String: Set<String>] = [:]
    for transition in transitions
    where !transition.toNode.isField && !transition.fromNode.isField
      && MachineFilter.isCase(transition.to) && transition.to != transition.from
    {
      outcomes[transition.from, default: []].insert(transition.to)
    }
    let entered = Set(
      transitions.filter { !$0.toNode.isField && MachineFilter.isCase($0.to) }.map(\.to))
    return outcomes.contains { from, targets in
      targets.count >= 2 && (waits || entered.contains(from))
    }
  }

  /// Whether a body waits for work whose end it reads: an `await`, or a `do` whose `catch`
  /// handles how the work failed.
  static func waits(_ body: some SyntaxProtocol) -> Bool {
    let visitor = AwaitedWork()
    visitor.walk(body)
    return visitor.found
  }

  /// Whether a change gives the value a transfer of its enum that the file declares (`state =
  /// state.next`): a move from every case the transfer names, in one method or in many.
  static func transfers(_ transitions: [Transition], declared: () -> [StateTransfer]) -> Bool {
    let keys = transitions.compactMap { Node($0.to).transfer?.key }
    guard !keys.isEmpty else { return false }
    let properties = Set(declared().map(\.property))
    return keys.contains { properties.contains($0.property) }
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
