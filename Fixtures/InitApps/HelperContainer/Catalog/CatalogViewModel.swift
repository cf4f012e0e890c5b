import Swinject

final class CatalogViewModel {
  private let client = Workbench.shared.assembledContainer().resolve(CatalogClient.self)!
  private let telemetry = Workbench.shared.assembledContainer().resolve(Telemetry.self)!

  func load() -> [String] {
    telemetry.log("catalog")
    return client.products()
  }
}
