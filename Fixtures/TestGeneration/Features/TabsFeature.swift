// A composable-architecture feature of our own writing whose action names the state's nested
// enum from the feature's scope (`case tabSelected(State.Tab)`), while the field names it from
// the state's (`var selectedTab: Tab`): the same type, so the test sends one case from a start
// at another.
import ComposableArchitecture

struct TabsFeature: Reducer {
  struct State: Equatable {
    enum Tab: Equatable { case inbox, archive, settings }

    var selectedTab: Tab = .inbox
  }

  enum Action {
    case tabSelected(State.Tab)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      }
    }
  }
}
