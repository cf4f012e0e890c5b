import ArchgenCore

/// `contradictory-guard`: a transition whose guard tests a condition and its negation on one
/// path. One finding per event and contradiction, at the first transition it stops, on that
/// line's first code (column 0 until `StrictSuppression` reads the line).
package enum ContradictoryGuardCheck: StrictCheck {
  package static let rule = StrictRule.contradictoryGuard
  package static let reportedAt = "the transition's line"
  package static let triggeringExamples = [
    """
    enum Loader { case idle, loading }
    enum Input { case retry }
    func reduce(_ state: Loader, _ event: Input, token: String?) -> Loader {
      switch event {
      case .retry where token == nil:
        if token != nil { return .loading }
        return .idle
      }
    }
    """
  ]
  package static let nonTriggeringExamples = [
    """
    enum Loader { case idle, loading }
    enum Input { case retry }
    func reduce(_ state: Loader, _ event: Input, token: String?) -> Loader {
      switch event {
      case .retry where token == nil: return .idle
      case .retry: return .loading
      }
    }
    """
  ]

  package static func findings(_ linked: LinkedMachine, _ model: MachineModel) -> [LintFinding] {
    var result: [LintFinding] = []
    var seen: Set<[String]> = []
    for edge in model.edges {
      let transition = edge.transition
      guard let condition = edge.guardCondition, let clash = GuardContradiction.find(condition),
        seen.insert([transition.event, clash.first, clash.second]).inserted
      else { continue }
      let event = transition.event == "default" ? EdgeLabel.elseEvent : transition.event
      result.append(
        rule.finding(
          "the guard of \(event) (\(transition.from) -> \(transition.to)) in "
            + "\(linked.machine.name) cannot hold: '\(clash.first)' and '\(clash.second)' on one path",
          file: linked.machine.file, line: transition.line, column: 0))
    }
    return result
  }
}
