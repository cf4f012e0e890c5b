// Issue 31, a form seen in the field: a reducer whose cases hand the state and the event's
// payload to a helper (`onLoaded(state: &state, result: result)`). The helper's switch over the
// payload is the case's own inner switch: its cases join the event (`loaded.success`), whatever
// the payload's type is called (`Outcome`, not `...Action`).
enum Outcome<Value> {
  case success(Value)
  case failure(String)
}

struct InboxReducer {
  struct State {
    var phase: Phase = .idle
    var unread = 0
  }

  enum Phase { case idle, loading, failed }

  enum Action {
    case refresh
    case loaded(Outcome<Int>)
    case marked(Outcome<Int>)
  }

  func reduce(_ state: inout State, _ action: Action) -> Effect {
    switch action {
    case .refresh:
      return onRefresh(state: &state)
    case .loaded(let outcome):
      return onLoaded(state: &state, outcome: outcome)
    case .marked(let outcome):
      return onMarked(&state, outcome)
    }
  }

  private func onRefresh(state: inout State) -> Effect {
    state.phase = .loading
    return .fetch
  }

  private func onLoaded(state: inout State, outcome: Outcome<Int>) -> Effect {
    switch outcome {
    case .success(let count):
      state.phase = .idle
      state.unread = count
    case .failure:
      state.phase = .failed
    }
    return .none
  }

  private func onMarked(_ state: inout State, _ outcome: Outcome<Int>) -> Effect {
    guard case .success(let left) = outcome else { return .none }
    state.unread = left
    return .none
  }
}

enum Effect { case none, fetch }
