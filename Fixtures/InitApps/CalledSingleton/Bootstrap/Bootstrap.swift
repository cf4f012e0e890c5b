import UIKit

// The app's services live in a registry held by a singleton reached through a call
// (`Bootstrap.shared()`); the bootstrap fills the registry in its own initialiser.
final class Bootstrap {
  private static var sharedBootstrap = Bootstrap()

  let registry: ServiceRegistry

  private init() {
    registry = ServiceRegistry()
    registry.register(service: ConnectivityService())
    registry.register(service: AccountService())
    registry.register(service: SyncService())
  }

  class func shared() -> Bootstrap {
    return sharedBootstrap
  }

  func applyTheme(to window: UIWindow) {}
}
