import Foundation

enum AnalyticsSetup {
  static func start() {
    Analytics.start(key: Constants.shared.keys.analytics, base: ServerEnvironment.baseURL)
  }
}
