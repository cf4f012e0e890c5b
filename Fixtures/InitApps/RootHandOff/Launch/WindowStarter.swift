import UIKit

final class WindowStarter {
  func start(in window: UIWindow) {
    let root = HomeFlow(services: LaunchPad.services)
    window.rootViewController = root.begin()
  }
}
