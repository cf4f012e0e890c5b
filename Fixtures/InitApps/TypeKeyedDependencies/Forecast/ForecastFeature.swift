import ComposableArchitecture

@Reducer
struct ForecastFeature {
  @ObservableState
  struct State: Equatable {
    @Shared var units: UnitSettings
    @Shared var alerts: AlertSettings
    var forecast: Forecast?
  }

  enum Action {
    case refresh
    case loaded(Forecast)
  }

  @Dependency(WeatherClient.self) var weather

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        return .run { send in await send(.loaded(try await weather.forecast("Oslo"))) }
      case .loaded(let forecast):
        state.forecast = forecast
        return .none
      }
    }
  }
}
