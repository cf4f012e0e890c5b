// Version 2: `locked` is renamed `bolted`, pulling no longer closes, knocking on an open door
// closes it, pushing a closed door now bolts it, and slamming closes only when it is not hard.
enum Door {
  enum State { case open, closed, bolted }

  enum Event {
    case push, pull, lock, unlock, knock
    case slam(hard: Bool)
  }

  static func reduce(state: State, event: Event) -> State {
    switch (state, event) {
    case (.closed, .push): return .bolted
    case (.open, .knock): return .closed
    case (.open, .slam(let hard)) where !hard: return .closed
    case (.closed, .lock): return .bolted
    case (.bolted, .unlock): return .closed
    case (.bolted, .knock): return .bolted
    default: return state
    }
  }
}
