import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
  private lazy var dependencies = Dependencies(api: APIClient(), store: ItemStore())

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Dependencies.setLogging(true)
    let feed = FeedViewModel(dependencies: dependencies)
    let profile = ProfileViewModel(dependencies: dependencies)
    let settings = SettingsStore(dependencies: dependencies)
    _ = (feed, profile, settings)
    return true
  }
}
