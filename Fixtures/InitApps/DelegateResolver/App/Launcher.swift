import UIKit

@main
final class Launcher: UIResponder, UIApplicationDelegate {
  static var current: Launcher? {
    UIApplication.shared.delegate as? Launcher
  }

  let wiring = Wiring()
  var window: UIWindow?

  func showFirstScreen() {
    window?.rootViewController = Router().start()
  }
}
