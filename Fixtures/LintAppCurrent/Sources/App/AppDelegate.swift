import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication) -> Bool {
    Current = .live
    Current.locale = Locale(identifier: "en_US")
    return true
  }
}
