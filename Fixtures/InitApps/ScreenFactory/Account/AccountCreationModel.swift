final class AccountCreationModel {
  func created(in navigation: Navigation) {
    Screens.shared.resetAccount()
    Screens.shared.makeHome(for: navigation)
  }
}
