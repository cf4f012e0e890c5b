extension StopSearch {
  static func reduceLoading(_ state: State, _ event: Event) -> State {
    switch event {
    case .loaded:
      return State(status: .idle, query: state.query)
    case .failed:
      return State(status: .failed, query: state.query)
    default:
      return state
    }
  }
}
