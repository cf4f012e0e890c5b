import ArchgenCore

/// `unreachable-state`: a state no chain of transitions from the initial state reaches.
package enum UnreachableStateCheck: StrictCheck {
  package static let rule = StrictRule.unreachableState
  package static let reportedAt = "the state's `case`"
  package static let triggeringExamples = [
    """
    enum Light {
      case off, on, broken
      static let initial: Light = .off
    }
    enum Switch { case flip }
    func reduce(_ state: Light, _ event: Switch) -> Light {
      switch (state, event) {
      case (.off, .flip): return .on
      case (.on, .flip): return .off
      case (.broken, .flip): return .broken
      }
    }
    """
  ]
  package static let nonTriggeringExamples = [
    """
    enum Light { case off, on }
    enum Switch { case flip }
    func reduce(_ state: Light, _ event: Switch) -> Light {
      switch (state, event) {
      case (.off, .flip): return .on
      case (.on, .flip): return .off
      }
    }
    """
  ]

  package static func findings(_ linked: LinkedMachine, _ model: MachineModel) -> [LintFinding] {
    let machine = linked.machine
    let usesStart = model.edges.contains { $0.from.isStart || $0.to.isStart }
    guard let start = usesStart ? Node.pseudo(.start) : model.initial else { return [] }
    var reached: Set<Node> = [start]
    var queue = [start]
    while let state = queue.popLast() {
      for edge in model.edges where edge.from == state || edge.from == .any {
        if reached.insert(edge.to).inserted { queue.append(edge.to) }
      }
    }
    return model.states.filter {
      !reached.contains($0.node) && StrictPlace.isPlainState($0.node)
    }.map {
      StrictPlace.finding(
        rule,
        "state '\($0.node.text)' of \(machine.name) is never reached from the initial state "
          + "'\(start.text)'",
        at: StrictPlace.of(linked, $0.node.text))
    }
  }
}
