/// When a stored enum not named as a state (`phase`, `status`, `mode`, `presentedSheet`) is a
/// machine rather than a value its type chooses. A machine is a place the type moves on from:
/// its methods take it out of a case it entered on the way (`guard case .searching = status`,
/// then `status = .paired`; `syncStatus = .loading`, then `.results` when the load ends). A
/// value set to what a caller or a table gives (`selectedRow = rows[index]`), reset to the case
/// it starts in and then set to another (`errorState = .none`, then `.generatingProduct` in a
/// `catch`; `pending = .none`, then `.minor` when still none), or whose every case carries data
/// (`.pulse(scale:)`, `.speech(volume:)`: what to draw, and how much) is a value, never a state.
package enum AnyNameMachineRule {
  /// `exclusions`: per transition index, the cases an early exit removed from its `*` source
  /// (`guard status != .syncing else { return }`): such a change starts from every other case.
  package static func isMachine(
    _ transitions: [Transition], cases: [(name: String, payload: Bool)], initial: String?,
    exclusions: [Int: [String]] = [:]
  ) -> Bool {
    guard cases.isEmpty || cases.contains(where: { !$0.payload }) else { return false }
    // Set to whatever it is given (`?`): a selection, not a move.
    guard !transitions.contains(where: { $0.toNode == .unknown }) else { return false }
    return transitions.enumerated().contains { index, transition in
      MachineFilter.isCase(transition.to)
        && starts(of: transition, excluded: exclusions[index] ?? [], cases: cases).contains {
          $0 != initial && $0 != transition.to
        }
    }
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
