// Issue 11 point 3: an early exit that keeps the state is no self-loop.
enum Game {
  enum State { case ready, playing, finished }
  enum Event { case start, score, end }

  static func reduce(state: State, event: Event) -> State {
    if case .finished = state { return state }
    switch event {
    case .start: return .playing
    case .score: return state
    case .end: return .finished
    }
  }
}
