// Issue 11 point 2: what a reducer returns is a state only when its return type says so.
// Effects (`.none`, `.run { }`, `.send(.x)`, commands) are never states.
struct ProfileFeature {
  struct State { var avatar: Avatar?; var isEditing = false; var tags: [String] = [] }
  enum Action { case editTapped, doneTapped, tagAdded(String), refresh }

  // Only mutating calls change the state: `return .none` and `.run` are still effects.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editTapped:
      state.isEditing.toggle()
      return .none
    case .doneTapped:
      state.isEditing = false
      return .send(.refresh)
    case let .tagAdded(tag):
      state.tags.append(tag)
      return .none
    case .refresh:
      return .run { send in await send(.doneTapped) }
    }
  }
}

// Elm style: the first element of a `(Model, Cmd)` tuple is the next state.
enum Gallery {
  enum Model { case empty, loading(Int), shown([Photo]), failed }
  enum Msg { case open(Int), loaded([Photo]), failed, close }

  static func update(_ model: Model, _ msg: Msg) -> (Model, Cmd<Msg>) {
    switch msg {
    case .open(let id): return (.loading(id), .fetch(id))
    case .loaded(let photos): return (.shown(photos), .none)
    case .failed: return (.failed, .none)
    case .close: return (.empty, .none)
    }
  }
}

// A wrapper type whose `state:` argument is the next state.
enum Checkout {
  enum State { case cart, paying, paid }
  enum Event { case pay, confirmed }

  static func next(state: State, event: Event) -> Next<State, Command> {
    switch (state, event) {
    case (.cart, .pay): return Next(state: .paying, effects: [.charge])
    case (.paying, .confirmed): return Next(state: .paid, effects: [])
    default: return Next(state: state, effects: [])
    }
  }
}

// A state's own transition method that answers whether it moved: `false` is no state.
enum Valve {
  case open, closed

  mutating func transition(_ event: ValveEvent) -> Bool {
    switch (self, event) {
    case (.open, .close):
      self = .closed
      return true
    case (.closed, .open):
      self = .open
      return true
    default:
      return false
    }
  }
}
