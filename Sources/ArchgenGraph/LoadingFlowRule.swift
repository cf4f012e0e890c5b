/// A value one method moves through a flow of its own is a machine, not a setter: the method
/// enters a case and, when the work it waits for ends, moves on from it to two cases or more
/// (`state = .loading`, then `.success` in the `do` after `try await` and `.error` in the
/// `catch`: `* -> loading`, `loading -> success`, `loading -> error`). A method that sets one
/// case and then another (`state = .loading`, then `.content`) chooses a value; one that moves
/// on to several outcomes runs a machine, whatever the value and the method are called.
enum LoadingFlowRule {
  static func movesOn(_ transitions: [Transition]) -> Bool {
    let entered = Set(
      transitions.filter { !$0.toNode.isField && MachineFilter.isCase($0.to) }.map(\.to))
    var outcomes: [String: Set<String>] = [:]
    for transition in transitions
    where entered.contains(transition.from) && !transition.fromNode.isField
      && MachineFilter.isCase(transition.to) && !transition.toNode.isField
      && transition.to != transition.from
    {
      outcomes[transition.from, default: []].insert(transition.to)
    }
    return outcomes.values.contains { $0.count >= 2 }
  }
}
