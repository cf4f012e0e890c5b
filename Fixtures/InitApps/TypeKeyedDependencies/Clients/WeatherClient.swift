import Dependencies
import DependenciesMacros

@DependencyClient
struct WeatherClient {
  var forecast: (_ city: String) async throws -> Forecast
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(forecast: { _ in Forecast(highs: []) })
}

struct Forecast: Equatable {
  var highs: [Double]
}
