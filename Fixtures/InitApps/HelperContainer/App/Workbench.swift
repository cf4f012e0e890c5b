import Swinject

// The app's own singleton keeps a Swinject container and hands it out through a method given
// nothing: screens write `Workbench.shared.assembledContainer().resolve(X.self)!`.
final class Workbench {
  static let shared = Workbench()

  private let container: Container

  private init() {
    container = Container { container in
      container.register(CatalogClient.self) { _ in CatalogClient() }
      container.register(BasketStore.self) { r in
        BasketStore(catalog: r.resolve(CatalogClient.self)!)
      }
      container.register(Telemetry.self) { _ in Telemetry() }
    }
  }

  func assembledContainer() -> Container { container }
}

final class CatalogClient { func products() -> [String] { [] } }
final class BasketStore {
  let catalog: CatalogClient
  var items: [String] = []
  init(catalog: CatalogClient) { self.catalog = catalog }
}
final class Telemetry { func log(_ event: String) {} }
