import UIKit

// The coordinator: a singleton the screens reach for navigation.
final class AppCoordinator {
  static let shared = AppCoordinator()

  let navigationController = UINavigationController()
  let tabBarController = UITabBarController()
  let router = Router()

  func showLogin() { navigationController.pushViewController(LoginViewController(), animated: true) }
  func showSettings() { router.push("settings") }
}

final class Router { func push(_ screen: String) {} }
