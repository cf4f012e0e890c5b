// A composable-architecture feature of our own writing whose action carries an optional value and
// whose branches test it: the branch for a value is met by sending a built value, never `nil`.
import ComposableArchitecture

struct PassFeature: Reducer {
  struct Holder: Equatable {
    var name = ""
  }

  struct State: Equatable {
    var holder: Holder?
    var isLoading = false
    var showingSignIn = true
    var message: String?
  }

  enum Action {
    case holderLoaded(Holder?)
    case signInTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .holderLoaded(let loaded):
      state.holder = loaded
      state.isLoading = false
      if loaded != nil {
        state.showingSignIn = false
      } else {
        state.message = "No pass"
      }
      return .none
    case .signInTapped:
      state.isLoading = true
      return .none
    }
  }
}
