import ComposableArchitecture

@Reducer
struct SettingsFeature {
  @ObservableState
  struct State: Equatable {
    @Shared var units: UnitSettings
    @Shared var alerts: AlertSettings
  }

  enum Action {
    case subscribeTapped
    case quietHoursToggled(Bool)
  }

  @Dependency(AlertClient.self) var alertClient
  @Dependency(WeatherClient.self) var weather

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .subscribeTapped:
        return .run { _ in await alertClient.subscribe("north") }
      case .quietHoursToggled(let on):
        state.$alerts.withLock { $0.quietHours = on }
        return .none
      }
    }
  }
}
