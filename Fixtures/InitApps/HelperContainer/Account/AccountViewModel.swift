final class AccountViewModel {
  private let telemetry = Workbench.shared.assembledContainer().resolve(Telemetry.self)!

  func signOut() { telemetry.log("sign out") }
}
