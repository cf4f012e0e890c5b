import Dependencies

struct AnalyticsClient {
  var track: (String) -> Void
}

extension AnalyticsClient: DependencyKey {
  static let liveValue = AnalyticsClient(track: { _ in })
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}
