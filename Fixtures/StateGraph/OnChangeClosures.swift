// A TCA feature whose `body` changes the state in `.onChange(of:)` closures, which receive the
// new value, the state and the action: what they set happens on any action (event `*`), and a
// test of the new value is no from-state.

import ComposableArchitecture

@Reducer
struct GateFeature {
  @ObservableState
  struct State {
    enum Screen {
      case loading
      case blocked
      case home
    }

    var screen: Screen = .loading
    var isBlocked = false
  }

  enum Action {
    case blockedResponse(Bool)
    case retry
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .blockedResponse(let blocked):
        state.isBlocked = blocked
        return .none
      case .retry:
        state.screen = .loading
        return .none
      }
    }
    .onChange(of: \.isBlocked) { isBlocked, state, _ in
      if isBlocked {
        state.screen = .blocked
      } else {
        state.screen = .home
      }
      return .none
    }
    .onChange(of: \.screen) { screen, _, _ in
      print(screen)
      return .none
    }
  }
}
