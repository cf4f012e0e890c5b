/// When a stored enum not named as a state (`phase`, `status`, `mode`, `presentedSheet`) is a
/// machine rather than a value its type chooses. A machine is a place the type moves on from:
/// its methods take it out of a case it entered on the way (`guard case .searching = status`,
/// then `status = .paired`; `syncStatus = .loading`, then `.results` when the load ends). A
/// value set to what a caller or a table gives (`selectedRow = rows[index]`), reset to the case
/// it starts in and then set to another (`errorState = .none`, then `.generatingProduct` in a
/// `catch`; `pending = .none`, then `.minor` when still none), or whose every case carries data
/// (`.pulse(scale:)`, `.speech(volume:)`: what to draw, and how much) is a value, never a state.
package enum AnyNameMachineRule {
  package static func isMachine(
    _ transitions: [Transition], cases: [(name: String, payload: Bool)], initial: String?
  ) -> Bool {
    guard cases.isEmpty || cases.contains(where: { !$0.payload }) else { return false }
    // Set to whatever it is given (`?`): a selection, not a move.
    guard !transitions.contains(where: { $0.toNode == .unknown }) else { return false }
    return transitions.contains {
      $0.fromNode != .any && MachineFilter.isCase($0.from)
        && !$0.fromNode.assigns && $0.from != initial && MachineFilter.isCase($0.to)
        && $0.to != $0.from
    }
  }
}
