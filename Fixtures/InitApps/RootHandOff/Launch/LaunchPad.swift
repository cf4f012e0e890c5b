import UIKit

final class LaunchPad: UIResponder, UIApplicationDelegate {
  /// Filled here once, then handed to the first flow.
  static var services = ServiceContainer()

  func application(_ application: UIApplication) -> Bool {
    LaunchPad.services.install(ProfileStore())
    LaunchPad.services.install(SearchIndex())
    return true
  }
}
