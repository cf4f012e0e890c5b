import ArchgenCore

/// `dead-end-state`: a state with no transition out of it.
package enum DeadEndStateCheck: StrictCheck {
  package static let rule = StrictRule.deadEndState
  package static let reportedAt = "the state's `case`"
  package static let triggeringExamples = [
    """
    enum Order { case open, paid, shipped }
    enum Step { case pay, ship }
    func reduce(_ state: Order, _ event: Step) -> Order {
      switch (state, event) {
      case (.open, .pay): return .paid
      case (.paid, .ship): return .shipped
      default: return state
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
    let sources = Set(model.edges.map(\.from))
    guard !sources.contains(.any) else { return [] }
    return model.states.filter {
      !sources.contains($0.node) && StrictPlace.isPlainState($0.node)
    }.map {
      StrictPlace.finding(
        rule, "state '\($0.node.text)' of \(linked.machine.name) has no way out",
        at: StrictPlace.of(linked, $0.node.text))
    }
  }
}
