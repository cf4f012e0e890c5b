import ArchgenGraph

/// The shortest chain of complete events from the initial state to a state (breadth first over
/// the machine's transitions, as @xstate/test's path-based tests are).
package struct PathFinder {
  package let planner: SuitePlanner

  /// The initial state's expression and the steps to `goal`; with `checks`, each step is
  /// followed by `readBack` (the state read from its holder) and a `PathCheck` of the case it
  /// reaches. Nil when no path of events archgen can build reaches the goal, or the goal is the
  /// initial state.
  package func path(to goal: String, checks: Bool = false, readBack: String? = nil)
    -> (String, [String])?
  {
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
        // A guard on the state's payload (`case (.loaded(let pages), .turn) where pages > 1`) is
        // not met by the event: the state the path reached may not take this edge.
        let stateLabels = Set(
          planner.stateEnum.enumCase(node)?.payload.compactMap(\.label) ?? [])
        if atoms.contains(where: { stateLabels.contains($0.name) }) { continue }
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
      var lines = [link.step]
      if checks, let reached = planner.stateEnum.enumCase(node) {
        lines += [readBack].compactMap { $0 }
        lines.append(
          PathCheck.line(
            expecting: reached.name,
            equality: planner.stateEnum.isEquatable && reached.payload.isEmpty))
      }
      steps.insert(contentsOf: lines, at: 0)
      node = link.from
    }
    return (start, steps)
  }
}
