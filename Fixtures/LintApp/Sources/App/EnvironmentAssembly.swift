import Foundation

final class EnvironmentAssembly {
  static func make() -> Environment {
    Environment(
      apiService: AppAPIService(), analytics: GoogleAnalytics(), date: Date.init,
      locale: Locale.autoupdatingCurrent)
  }

  static func install() {
    CurrentEnvironment.setEnvironment(make())
    CurrentEnvironment.env.analytics.track("environment installed")
  }
}
