import UIKit

// The app delegate keeps the services; screens reach them by casting the application's delegate,
// written out in each place: `(UIApplication.shared.delegate as! StudioDelegate).library`.
@main
final class StudioDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  lazy var library = TrackLibrary()
  lazy var player = TrackPlayer()
  lazy var preferences = Preferences()
  lazy var uploads = UploadQueue()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    library.reload()
    return true
  }
}
