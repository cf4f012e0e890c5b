// One of the app's Factory containers.
import FactoryKit

final class RouterContainer: SharedContainer, AutoRegistering {
  static let shared = RouterContainer()
  let manager = ContainerManager()

  func autoRegister() {
    manager.defaultScope = .singleton
  }
}

extension RouterContainer {
  var router: Factory<Router> {
    self { Router() }
  }
}

final class Router {}
