import Resolver
import UIKit

// Each module's set-up puts its services into the library's container by its name; the delegate
// runs them at launch.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    NetworkModule().setUp()
    StorageModule().setUp()
    FeedModule().setUp()
    return true
  }
}
