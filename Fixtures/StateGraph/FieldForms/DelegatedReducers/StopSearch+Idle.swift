extension StopSearch {
  static func reduceIdle(_ state: State, _ event: Event) -> State {
    switch event {
    case .queryChanged(let query):
      var next = state
      next.status = .loading
      next.query = query
      return next
    default:
      return state
    }
  }
}
