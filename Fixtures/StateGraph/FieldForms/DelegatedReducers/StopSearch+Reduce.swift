// Issue 31, a form seen in the field: a reducer that hands its state and its event to another
// reducer per state (`case .idle: return StopSearch.reduceIdle(state, event)`), each declared in
// a file of its own. The call is a delegation, not a case: no state named `reduceIdle` is drawn,
// and the changes are the delegate's own machine's.
enum StopSearch {
  struct State {
    enum Status { case idle, loading, failed }

    var status: Status = .idle
    var query = ""
  }

  enum Event {
    case queryChanged(String)
    case loaded
    case failed
    case reset
  }

  static func reduce(_ state: State, _ event: Event) -> State {
    switch state.status {
    case .idle:
      return StopSearch.reduceIdle(state, event)
    case .loading:
      return StopSearch.reduceLoading(state, event)
    case .failed:
      switch event {
      case .reset:
        return State(status: .idle, query: state.query)
      default:
        return state
      }
    }
  }
}
