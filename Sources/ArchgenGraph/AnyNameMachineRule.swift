/// When a stored enum not named as a state (`phase`, `status`, `mode`, `presentedSheet`) is a
/// machine rather than a value its type chooses. A machine is a place the type moves on from:
/// its methods take it out of a case it entered on the way (`guard case .searching = status`,
/// then `status = .paired`; `syncStatus = .loading`, then `.results` when the load ends). A
/// value set to what a caller or a table gives (`selectedRow = rows[index]`), reset to the case
/// it starts in and then set to another (`errorState = .none`, then `.generatingProduct` in a
/// `catch`; `pending = .none`, then `.minor` when still none), or whose every case carries data
/// (`.pulse(scale:)`, `.speech(volume:)`: what to draw, and how much) is a value, unless a method
/// tests the case it takes the value out of.
package enum AnyNameMachineRule {
  /// `exclusions`: per transition index, the cases an early exit removed from its `*` source
  /// (`guard status != .syncing else { return }`): such a change starts from every other case.
  /// `decided`: whether the type's code decides by the value's case where it changes it
  /// (`CaseTests`). `checked`: the cases its methods test it against (`CheckedCases`).
  package static func isMachine(
    _ transitions: [Transition], cases: [(name: String, payload: Bool)], initial: String?,
    exclusions: [Int: [String]] = [:], decided: Bool = false, checked: Set<String> = []
  ) -> Bool {
    // Set to whatever it is given (`?`): a selection, not a move.
    guard !transitions.contains(where: { $0.toNode == .unknown }) else { return false }
    // Every case carries data: a machine only where a method tests the case it leaves
    // (`if case .underInspection = status { status = .uploadInProgress(…) }`).
    if !cases.isEmpty && cases.allSatisfy(\.payload) {
      return transitions.contains { transition in
        MachineFilter.isCase(transition.to) && checked.contains(transition.from)
          && transition.from != initial && transition.from != transition.to
      }
    }
    // Events of their own move it to cases of their own past its first one, and its case
    // decides how the type changes it (`if cancelled || phase == .finished { return }` before
    // installing the callbacks that move it to `running` and `finished`): a machine, although
    // each event may come in any case. One event that sets it and another that resets it to
    // where it starts (`pending = .none` in `flush`) is still a value the type chooses.
    if decided && movedByEvents(transitions, past: initial) { return true }
    return transitions.enumerated().contains { index, transition in
      MachineFilter.isCase(transition.to)
        && starts(of: transition, excluded: exclusions[index] ?? [], cases: cases).contains {
          $0 != initial && $0 != transition.to
        }
    }
  }

  /// Whether two events or more move the value to two cases or more other than `initial` (not
  /// to its fields).
  private static func movedByEvents(_ transitions: [Transition], past initial: String?) -> Bool {
    let moves = transitions.filter {
      !$0.toNode.isField && MachineFilter.isCase($0.to) && $0.to != initial
    }
    return Set(moves.map(\.event)).count >= 2 && Set(moves.map(\.to)).count >= 2
  }

  /// The cases a change starts from that the code did not set itself: its from-case, or, for a
  /// change from any case behind a test that rules some out, every case the enum declares but
  /// those (`status != .syncing`, then `status = .syncing`: from `idle` and `completed`).
  private static func starts(
    of transition: Transition, excluded: [String], cases: [(name: String, payload: Bool)]
  ) -> [String] {
    guard transition.fromNode == .any else {
      let from = transition.from
      return MachineFilter.isCase(from) && !transition.fromNode.assigns ? [from] : []
    }
    guard !excluded.isEmpty else { return [] }
    return cases.map(\.name).filter { !excluded.contains($0) }
  }
}
