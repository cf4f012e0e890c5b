/// `closureHolder`: An action handler that owns no state and changes it through a closure handed
/// the state (`update(viewModel:) { state in state.phase = .idle }`).
package enum ClosureHolderForm: EntryForm {
  package static let identifier = "closureHolder"
  package static let description =
    "An action handler that owns no state and changes it through a closure handed"
    + " the state (`update(viewModel:) { state in state.phase = .idle }`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      enum LookupPhase { case idle, searching }
      struct LookupState { var phase: LookupPhase = .idle }
      enum LookupAction { case search, cancel }

      struct LookupHandler: ViewModelActionHandler {
        typealias State = LookupState

        func process(action: LookupAction, in viewModel: ViewModel<Self>) {
          switch action {
          case .search: update(viewModel: viewModel) { state in state.phase = .searching }
          case .cancel: update(viewModel: viewModel) { state in state.phase = .idle }
          }
        }
      }
      """,
      transitions: [
        "* -search-> phase=searching",
        "* -cancel-> phase=idle",
      ])
  ]
}
