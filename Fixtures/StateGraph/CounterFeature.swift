// Composable-architecture style: `Reduce { state, action in }` over a struct state, where
// `return .none` is an effect, not a state; and a `reduce(into:action:)` method.
import ComposableArchitecture

struct CounterFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var isTimerRunning = false
    var fact: String?
    var isLoading = false
  }

  enum Action {
    case incrementTapped
    case decrementTapped
    case factButtonTapped
    case factResponse(String)
    case toggleTimerTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .decrementTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          await send(.factResponse("\(count)"))
        }
      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none
      case .toggleTimerTapped:
        state.isTimerRunning.toggle()
        return .none
      }
    }
  }
}

struct ThemeReducer {
  enum Theme { case light, dark, system }

  enum ThemeAction { case followSystem, choose(dark: Bool) }

  func reduce(into state: inout Theme, action: ThemeAction) {
    switch action {
    case .followSystem:
      state = .system
    case .choose(let dark):
      state = dark ? .dark : .light
    }
  }
}
