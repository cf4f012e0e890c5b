import ComposableArchitecture

@Reducer
struct AlertsFeature {
  @ObservableState
  struct State: Equatable {
    @Shared var alerts: AlertSettings
    @Shared var units: UnitSettings
    var active: [String] = []
  }

  enum Action {
    case appeared
    case loaded([String])
  }

  @Dependency(AlertClient.self) var alertClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        return .run { send in await send(.loaded(try await alertClient.active("north"))) }
      case .loaded(let active):
        state.active = active
        return .none
      }
    }
  }
}
