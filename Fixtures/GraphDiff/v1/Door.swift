// Version 1 of a door's machine, for `graph --diff` tests.
enum Door {
  enum State { case open, closed, locked }

  enum Event {
    case push, pull, lock, unlock, knock
    case slam(hard: Bool)
  }

  static func reduce(state: State, event: Event) -> State {
    switch (state, event) {
    case (.closed, .push): return .open
    case (.open, .pull): return .closed
    case (.open, .slam(let hard)) where hard: return .closed
    case (.closed, .lock): return .locked
    case (.locked, .unlock): return .closed
    case (.locked, .knock): return .locked
    default: return state
    }
  }
}
