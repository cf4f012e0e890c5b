import UIKit

final class ShopDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication) -> Bool {
    installHub(ShopHub.self, logger: ConsoleLogger())
    return true
  }
}
