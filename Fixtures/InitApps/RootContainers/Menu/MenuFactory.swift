import UIKit

// Use cases are handed to the screens through initialisers.
final class MenuFactory {
  private let orders: OrderUseCase
  init(orders: OrderUseCase) { self.orders = orders }

  func make() -> UIViewController { MenuViewController(orders: orders) }
}

final class LaunchFlow {
  private let window: UIWindow
  private let menu: MenuFactory
  init(window: UIWindow, menu: MenuFactory) {
    self.window = window
    self.menu = menu
  }

  func start() {
    window.rootViewController = menu.make()
    window.makeKeyAndVisible()
  }
}
