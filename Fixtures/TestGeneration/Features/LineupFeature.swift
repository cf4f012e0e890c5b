// composable-architecture features of our own writing whose state is not Equatable, as a TCA
// 1.x `@ObservableState struct State` is without the conformance: no `TestStore` can hold it
// (it needs `State: Equatable`), so the tests run the reducer on a state of their own and
// compare each field the action sets. `banner` is an enum that is not Equatable either: it is
// not compared. `StageFeature`'s state is made Equatable by an extension, so its tests go
// through a `TestStore` as before.
import ComposableArchitecture

struct LineupFeature: Reducer {
  enum Stage: Equatable { case all, main, side }

  enum Banner {
    case saved
    case failed(String)
  }

  struct State {
    var dayIndex = 0
    var sectionToScroll: Int?
    var stage: Stage = .all
    var banner: Banner?
    var acts: [String] = []
    var isLoading = false
  }

  enum Action {
    case dayTapped(Int)
    case stageChosen(Stage)
    case appeared
    case loaded([String])
    case cleared
    case bannerShown
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .dayTapped(index):
        state.sectionToScroll = index
        return .none
      case let .stageChosen(stage):
        state.stage = stage
        return .none
      case .appeared:
        state.isLoading = true
        return .send(.loaded(["Opening"]))
      case let .loaded(acts):
        state.isLoading = false
        state.acts = acts
        return .none
      case .cleared:
        state.acts = []
        state.dayIndex = 0
        return .none
      case .bannerShown:
        state.banner = .saved
        state.isLoading = false
        return .none
      }
    }
  }
}

struct StageFeature: Reducer {
  struct State {
    var isLive = false
  }

  enum Action { case wentLive }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .wentLive:
      state.isLive = true
      return .none
    }
  }
}

extension StageFeature.State: Equatable {}
