// Issue 11 point 3: switches over projections of the state or of the event.
struct Quiz {
  struct State { var phase: Phase = .asking; var score = 0 }
  enum Phase { case asking, answered, finished }

  enum Event { case answer(correct: Bool), next, restart }

  // `switch (state.phase, event)`: the field's case is the source.
  static func reduce(state: inout State, event: Event) {
    switch (state.phase, event) {
    case (.asking, .answer(let correct)):
      state.phase = .answered
      if correct { state.score += 1 }
    case (.answered, .next):
      state.phase = .asking
    case (.finished, .restart):
      state.phase = .asking
    default:
      break
    }
  }
}

// `switch (state, event.kind)`: the event's kind names the event.
enum Socket {
  enum State { case closed, opening, open }
  struct Event { var kind: Kind; var code: Int }
  enum Kind { case connect, connected, drop }

  static func reduce(state: State, event: Event) -> State {
    switch (state, event.kind) {
    case (.closed, .connect): return .opening
    case (.opening, .connected): return .open
    case (_, .drop): return .closed
    default: return state
    }
  }
}
