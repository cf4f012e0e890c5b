/// The shortest chain of complete events from the initial state to a state with a payload.
struct PathFinder {
  let planner: SuitePlanner

  func path(to goal: String) -> (String, [String])? {
    let machine = planner.machine
    guard let initial = machine.initial, let initialCase = planner.stateEnum.enumCase(initial)
    else { return nil }
    let start = planner.stateExpression(initialCase, atoms: [])
    guard !start.contains("<#") else { return nil }
    var previous: [String: (from: String, step: String)] = [:]
    var queue = [initial]
    var seen: Set<String> = [initial]
    while !queue.isEmpty {
      let node = queue.removeFirst()
      if node == goal { break }
      for transition in machine.transitions
      where transition.from == node || transition.from == StateMachine.anyState {
        let target = transition.to
        guard planner.stateEnum.enumCase(target) != nil, !seen.contains(target) else { continue }
        let read = transition.guardText.map(GuardSolver.atoms)
        if case .some(.none) = read { continue }
        let atoms = read.flatMap { $0 } ?? []
        guard let event = planner.eventExpression(transition.event, atoms: atoms),
          !event.contains("<#")
        else { continue }
        seen.insert(target)
        previous[target] = (node, planner.convention.step(event: event))
        queue.append(target)
      }
    }
    guard seen.contains(goal), goal != initial else { return nil }
    var steps: [String] = []
    var node = goal
    while let link = previous[node] {
      steps.insert(link.step, at: 0)
      node = link.from
    }
    return (start, steps)
  }
}
