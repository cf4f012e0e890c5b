final class Business {
  let orders = OrderService()
  let catalog = CatalogService()
  let account = AccountService()
  let analytics = Analytics()
}

final class OrderService { func open() -> [String] { [] } }
final class CatalogService {
  func items() -> [String] { [] }
  func search(_ text: String) -> [String] { [] }
}
final class AccountService { var name = "" }
final class Analytics { func track(_ event: String) {} }
