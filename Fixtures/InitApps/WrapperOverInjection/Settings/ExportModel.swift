import Dependencies

// The library's wrapper written with its module's name: the same `Dependency`.
final class ExportModel {
  @Dependencies.Dependency(\.analytics) var analytics

  func export() { analytics.track("export") }
}
