/// A followed helper's parameter that has the name of the held state (`private func
/// update(viewState: ViewState) { self.viewState = viewState }`) is the value passed, and the
/// held state is still there as `self.viewState`: the helper sets it to what the call passes
/// (`update(viewState: .loading)` → `loading`). What decides is `self.`, not the names.
extension TransitionExtractor {
  /// Takes `name` out of the state's names for a helper's body; a held state stays reachable
  /// through `self`.
  func shadowHeldState(_ name: String) {
    guard reference.stateNames.remove(name) != nil, stateIsHeld else { return }
    reference.selfOnlyNames.insert(name)
  }
}
