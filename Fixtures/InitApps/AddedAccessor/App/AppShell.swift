import UIKit

/// The app's delegate: it forwards the toolbox's services and runs the windows.
final class AppShell: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  lazy var catalog = { Toolbox.shared.catalog }()
  var store: RecordStore { Toolbox.shared.store }
  lazy var cart: Cart = {
    UIApplication.shared.registerForRemoteNotifications()
    return Toolbox.shared.cart
  }()
  var payments: Payments { Toolbox.shared.payments }

  func ledger(for account: String) -> Ledger {
    Toolbox.shared.ledger(for: account)
  }

  func showSettings() {}
  func rebuildMenu() {}
  func switchTheme(dark: Bool) {}
  func openWindow(named name: String) {}
  func closeWindow(named name: String) {}
  func refreshBadges() {}
}

extension UIResponder {
  var shell: AppShell { UIApplication.shared.delegate as! AppShell }
}
