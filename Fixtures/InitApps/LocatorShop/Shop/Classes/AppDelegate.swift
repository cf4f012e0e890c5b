import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  let stores = ServiceLocator.stores
}
