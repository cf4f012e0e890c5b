// A machine that exists only in version 2.
enum Fan {
  enum State { case still, spinning }
  enum Event { case start, stop }

  static func reduce(state: State, event: Event) -> State {
    switch (state, event) {
    case (.still, .start): return .spinning
    case (.spinning, .stop): return .still
    default: return state
    }
  }
}
