// Fills the depot at launch, from outside it.
enum Launch {
  static func run() {
    let depot = DepotContainer.shared
    depot.stock(CatalogService())
    depot.stock(CartService())
    depot.stock(AccountService())
  }
}

final class CatalogService { func products() -> [String] { [] } }
final class CartService { func add(_ product: String) {} }
final class AccountService { func name() -> String { "" } }
