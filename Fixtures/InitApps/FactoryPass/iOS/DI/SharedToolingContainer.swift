// One of the app's Factory containers.
import FactoryKit

final class SharedToolingContainer: SharedContainer, AutoRegistering {
  static let shared = SharedToolingContainer()
  let manager = ContainerManager()

  func autoRegister() {
    manager.defaultScope = .singleton
  }
}

extension SharedToolingContainer {
  var logger: Factory<Logger> {
    self { Logger() }
  }
}

final class Logger {}
