import WalletCore

// `KitContainer` is declared by the WalletCore package, outside the repository.
final class CardsViewModel {
  func cards() -> [String] {
    KitContainer.sharedInstance().cards.all().map(\.name)
  }

  func remove(_ name: String) {
    KitContainer.sharedInstance().cards.remove(named: name)
    SessionController.shared.signOut()
  }
}
