/// When a stored enum not named as a state (`phase`, `status`, `mode`, `presentedSheet`) is a
/// machine rather than a selection. The methods of a machine look at where it is before moving
/// it on (`guard case .waiting = phase`, then `phase = .matching`: a move from one case to
/// another), or run it through every case of a plain enum (`start`, `pause` and `stop` of a
/// timer's `running`, `paused`, `stopped`). A sheet to present, a kind of content to show or a
/// context to ask in is set from wherever, to a few of its cases, never looked at first.
package enum AnyNameMachineRule {
  package static func isMachine(
    _ transitions: [Transition], cases: [(name: String, payload: Bool)]
  ) -> Bool {
    let movesOn = transitions.contains {
      $0.from != StateMachine.anyState && MachineFilter.isCase($0.from)
        && !$0.from.contains("=") && MachineFilter.isCase($0.to) && $0.to != $0.from
    }
    if movesOn { return true }
    let reached = Set(transitions.map(\.to))
    return cases.count >= 3 && cases.contains { !$0.payload }
      && cases.allSatisfy { reached.contains($0.name) }
  }
}
