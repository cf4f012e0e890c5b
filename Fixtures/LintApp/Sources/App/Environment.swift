import Foundation

struct Environment {
  var apiService: APIService
  var analytics: Analytics
  var date: () -> Date
  var locale: Locale
}

// The environment's own declaration may read and replace itself.
final class CurrentEnvironment {
  private static var environment: Environment!

  static var env: Environment { environment }

  static func setEnvironment(_ environment: Environment) {
    self.environment = environment
  }

  static var now: Date { CurrentEnvironment.env.date() }
}
