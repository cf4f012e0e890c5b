// A composable-architecture feature of our own writing with an optional child run by `ifLet`
// (`.ifLet(\.tour, action: /Action.tour) { TourFeature() }`): the child's actions reach it only
// while `tour` holds a state (TCA reports a child action sent while it is nil as a failure), so
// the tests of `.tour(...)` actions start with a built `TourFeature.State()`.
import ComposableArchitecture

struct TourFeature: Reducer {
  struct State: Equatable {
    var page = 0
  }

  enum Action: Equatable {
    case nextTapped
    case finished
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nextTapped:
      state.page += 1
      return .none
    case .finished:
      return .none
    }
  }
}

struct GuideFeature: Reducer {
  struct State: Equatable {
    var isSheetShown = false
    var tour: TourFeature.State?
  }

  enum Action: Equatable {
    case guideTapped
    case tour(TourFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .guideTapped:
        state.tour = TourFeature.State()
        state.isSheetShown = true
        return .none
      case .tour(.finished):
        state.isSheetShown = false
        return .none
      case .tour:
        return .none
      }
    }
    .ifLet(\.tour, action: /Action.tour) {
      TourFeature()
    }
  }
}
