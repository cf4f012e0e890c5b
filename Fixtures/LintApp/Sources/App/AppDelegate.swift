import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication) -> Bool {
    CurrentEnvironment.setEnvironment(EnvironmentAssembly.make())
    CurrentEnvironment.env.analytics.track("launch")
    return true
  }
}
