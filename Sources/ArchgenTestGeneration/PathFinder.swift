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
    guard let initial = machine.initial, let initialCase = planner.stateCase(initial)
    else { return nil }
    let start = planner.stateExpression(initialCase, atoms: [])
    guard !start.contains("<#") else { return nil }
    let previous = planner.lookup.pathTree { tree(from: initial) }
    guard previous[goal] != nil, goal != initial else { return nil }
    var steps: [String] = []
    var node = goal
    while let link = previous[node] {
      var lines = [link.step]
      if checks, let reached = planner.stateCase(node) {
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

  /// The steps from `origin` back to the initial state, shortest first (a holder whose `deinit`
  /// is written for the state its initializer leaves is released there); empty from the
  /// initial state itself, nil when no path of events archgen can build gets back.
  package func stepsBack(from origin: String) -> [String]? {
    guard let initial = planner.machine.initial else { return nil }
    if origin == initial { return [] }
    let previous = tree(from: origin)
    var steps: [String] = []
    var node = initial
    while node != origin {
      guard let link = previous[node] else { return nil }
      steps.insert(link.step, at: 0)
      node = link.from
    }
    return steps
  }

  /// The step that first reaches each state, breadth first from `initial`: the same for every
  /// goal, so a planner walks its transitions once for all of its path tests.
  private func tree(from initial: String) -> [String: PlannerLookup.Link] {
    let transitions = planner.machine.transitions
    var outgoing: [String: [Int]] = [:]
    for (index, transition) in transitions.enumerated() {
      outgoing[transition.from, default: []].append(index)
    }
    let fromAny = outgoing[Node.any.text] ?? []
    var previous: [String: PlannerLookup.Link] = [:]
    var queue = [initial]
    var seen: Set<String> = [initial]
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      // A guard on the state's payload (`case (.loaded(let pages), .turn) where pages > 1`) is
      // not met by the event: the state the path reached may not take this edge.
      let stateLabels = Set(planner.stateCase(node)?.payload.compactMap(\.label) ?? [])
      // In the order the reducer lists them, as a walk over all of them would meet them.
      let edges = Node(node).isAny ? fromAny : (outgoing[node] ?? []) + fromAny
      for transition in edges.sorted().map({ transitions[$0] }) {
        let target = transition.to
        guard planner.stateCase(target) != nil, !seen.contains(target) else { continue }
        // A step whose write runs later than the call (also `task = Task { state = .x }` on
        // one line) would not be there when checked.
        // Nor would one the test's build does not compile.
        if let source = planner.source,
          AwaitedWrite.read(
            line: transition.line, in: source, stateName: planner.convention.stateName) != nil
            || CompiledOutWrite.isCompiledOut(line: transition.line, in: source)
        {
          continue
        }
        let read = transition.guardCondition.map { GuardSolver.atoms($0) }
        if case .some(.none) = read { continue }
        var atoms = read.flatMap { $0 } ?? []
        // A method's guard on anything but its arguments is not one a step chooses.
        if let methods = planner.convention.methodEvents,
          methods.names(EventLabel.parts(transition.event)?.first?.name ?? "")
        {
          guard
            let renamed = methods.atoms(
              atoms, event: EventLabel.parts(transition.event)?.first?.name ?? "",
              stateNames: planner.stateNames)
          else { continue }
          atoms = renamed
        }
        // A step of a held state must leave it where the edge says when the call returns.
        if planner.convention.heldState != nil, let source = planner.source,
          CallWrites.check(
            line: transition.line, in: source, stateName: planner.convention.stateName) != nil
        {
          continue
        }
        if atoms.contains(where: { stateLabels.contains($0.name) }) { continue }
        guard let event = planner.eventExpression(transition.event, atoms: atoms),
          !event.contains("<#")
        else { continue }
        seen.insert(target)
        previous[target] = .init(from: node, step: planner.convention.step(event: event))
        queue.append(target)
      }
    }
    return previous
  }
}
