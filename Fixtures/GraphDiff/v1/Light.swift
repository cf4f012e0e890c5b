// A light whose machine does not change between the versions; only its lines move.
enum Light {
  enum State { case off, on }
  enum Event { case toggle }

  static func reduce(state: inout State, event: Event) {
    switch (state, event) {
    case (.off, .toggle): state = .on
    case (.on, .toggle): state = .off
    }
  }
}
