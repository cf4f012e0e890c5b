final class CatalogScreen {
  func load() { ShopHub.current.catalog.load(from: ShopHub.current.network) }
}
