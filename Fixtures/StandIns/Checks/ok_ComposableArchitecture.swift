// The composable-architecture stand-in accepts a feature with `Reduce` in `body`, one with
// `reduce(into:action:)`, and the TestStore calls `archgen tests` writes.
import ComposableArchitecture

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case increment, load }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .load:
        return .run { send in await send(.increment) }
      }
    }
  }
}

struct Flag: Reducer {
  struct State: Equatable { var on = false }
  enum Action { case flip }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.on.toggle()
    return .send(.flip)
  }
}

@MainActor
func exercise() async {
  var state = Counter.State()
  state.count = 2
  let store = TestStore(initialState: state) { Counter() }
  store.exhaustivity = .off
  await store.send(.increment) {
    $0.count = 3
  }
  let flag = TestStore(initialState: Flag.State()) { Flag() }
  await flag.send(.flip)
}
