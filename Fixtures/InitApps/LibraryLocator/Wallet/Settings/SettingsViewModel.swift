import WalletCore

final class SettingsViewModel {
  func reset() {
    KitContainer.sharedInstance().vault.erase()
    KitContainer.sharedInstance().cards.removeAll()
    SessionController.shared.signOut()
  }
}
