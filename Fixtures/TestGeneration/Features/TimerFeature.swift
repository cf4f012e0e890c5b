// composable-architecture features of our own writing: a struct state changed field by field
// in `Reduce` inside `body`, and a `reduce(into:action:)` method. Their tests go through
// `TestStore` (the stand-in in Fixtures/StandIns/ComposableArchitecture).
import ComposableArchitecture

struct TimerFeature: Reducer {
  enum Phase: Equatable { case idle, running, finished }

  struct State: Equatable {
    var phase: Phase = .idle
    var isPaused = false
    var seconds = 0
    var label: String?
    var laps: [Int] = []
  }

  enum Action {
    case start
    case pause
    case tick
    case finish(reason: String)
    case reset
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        state.phase = .running
        state.isPaused = false
        state.label = "Running"
        return .none
      case .pause:
        state.isPaused = true
        return .none
      case .tick:
        state.seconds += 1
        state.laps.append(state.seconds)
        return .none
      case let .finish(reason):
        state.phase = .finished
        state.label = reason
        return .run { send in await send(.reset) }
      case .reset:
        state.phase = .idle
        state.label = nil
        state.seconds = 0
        return .none
      }
    }
  }
}

struct ToggleFeature: Reducer {
  struct State: Equatable {
    var isOn = false
    var count = 0
    var isSheetShown = false
  }

  enum Action { case switchOn, switchOff, sheet(PresentationAction<Never>) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .switchOn:
      state.isOn = true
      state.count = 1
      return .none
    case .switchOff:
      state.isOn = false
      return .none
    case .sheet(.dismiss):
      state.isSheetShown = false
      return .none
    case .sheet:
      return .none
    }
  }
}
