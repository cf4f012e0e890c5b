// A feedback loop's reducer over the inbox: each event returns a copy made by one of the
// state's helpers, declared in the other file of this fixture.
enum InboxEvent {
  case refresh
  case received([String])
  case failed(String)
  case clear
}

enum InboxFeedback {
  static func reduce(state: InboxState, event: InboxEvent) -> InboxState {
    switch event {
    case .refresh:
      return state.mutated { $0.isRefreshing = true }
    case .received(let messages):
      return state.updating { next in
        next.messages = messages
        next.isRefreshing = false
        next.failure = nil
      }
    case .failed(let message):
      return state.mutated {
        $0.failure = message
        $0.isRefreshing = false
      }
    case .clear:
      return state.reset { $0.messages = [] }
    }
  }
}
