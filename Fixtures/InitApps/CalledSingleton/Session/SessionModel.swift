final class SessionModel {
  static var registry = Bootstrap.shared().registry

  func name() -> String {
    let account = Self.registry.service(of: AccountService.identifier) as? AccountService
    Analytics.shared.track("session")
    return account?.name() ?? ""
  }
}
