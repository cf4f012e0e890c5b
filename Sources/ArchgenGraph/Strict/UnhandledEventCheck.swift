import ArchgenCore

/// `unhandled-event`: an event case no case of the reducer handles.
package enum UnhandledEventCheck: StrictCheck {
  package static let rule = StrictRule.unhandledEvent
  package static let reportedAt = "the reducer"
  package static let triggeringExamples = [
    """
    enum Light { case off, on }
    enum Switch { case flip, dim }
    func reduce(_ state: Light, _ event: Switch) -> Light {
      switch (state, event) {
      case (.off, .flip): return .on
      case (.on, .flip): return .off
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
    guard let cases = linked.eventCases else { return [] }
    let named =
      linked.cases.map(\.event) + linked.machine.transitions.map(\.event)
    let handled = Set(named.map { EventPath($0).root })
    return cases.filter { !handled.contains($0) }.map {
      StrictPlace.finding(
        rule, "event '\($0)' is never handled by \(linked.machine.name)",
        at: StrictPlace.of(linked))
    }
  }
}
