import UIKit

final class AppDelegate: UIResponder {
  func application() -> Bool {
    Current = World(api: APIClient(), now: Date.init)
    return true
  }
}
