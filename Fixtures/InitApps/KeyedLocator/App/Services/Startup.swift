// Fills the locator at launch, from outside it: what replaces its services.
enum Startup {
  static func run() {
    let locator = ServiceLocator.shared
    locator.put(CatalogService())
    locator.put(CartService())
    locator.put(AccountService())
  }
}

final class CatalogService { func products() -> [String] { [] } }
final class CartService { func add(_ product: String) {} }
final class AccountService { func name() -> String { "" } }
