// Issue 11 point 4: none of these is a machine a team wants drawn.
import ComposableArchitecture

// An effect-only reducer: it never changes its state.
struct AnalyticsFeature {
  struct State {}
  enum Action { case appeared, tapped(String) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared: return .run { _ in await track("appeared") }
      case let .tapped(name): return .run { _ in await track(name) }
      }
    }
  }
}

// A predicate over a state and an action: it answers a question.
let interesting = store.actions.filter { state, action in
  switch action {
  case .refresh: return true
  default: return false
  }
}

// A counter in a value type: numbers, no states.
struct TapCounter {
  var taps = 0

  mutating func record(_ event: TapEvent) {
    switch event {
    case .tap: taps += 1
    case .reset: taps = 0
    }
  }
}

// A test double.
final class MockPlayerStore {
  var state: PlayerState = .stopped

  func send(_ action: PlayerAction) {
    switch action {
    case .play: state = .playing
    case .stop: state = .stopped
    }
  }
}

// A reducer with no transition at all.
func noopReducer(state: inout AppState, action: AppAction) {
  switch action {
  default: break
  }
}
