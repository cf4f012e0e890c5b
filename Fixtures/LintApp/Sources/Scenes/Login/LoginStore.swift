import Foundation

final class LoginStore {
  private let api: APIService
  private let now: () -> Date

  init(api: APIService, now: @escaping () -> Date) {
    self.api = api
    self.now = now
  }

  // Trap: CurrentEnvironment.env.apiService in a comment is not a read.
  func login(user: String) {
    let env = Configuration.current
    let message = "CurrentEnvironment.env is only for Builders"
    api.login(user: user, env: env.name, note: message)
    CurrentEnvironment.env.analytics.track("login")
  }

  func logout() {
    CurrentEnvironment.setEnvironment(EnvironmentAssembly.make())
  }
}
