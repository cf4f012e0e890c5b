// One of the app's Factory containers.
import FactoryKit

final class SharedRepositoryContainer: SharedContainer, AutoRegistering {
  static let shared = SharedRepositoryContainer()
  let manager = ContainerManager()

  func autoRegister() {
    manager.defaultScope = .singleton
  }
}

extension SharedRepositoryContainer {
  var itemRepository: Factory<ItemRepository> {
    self { ItemRepository() }
  }
}

final class ItemRepository {}
