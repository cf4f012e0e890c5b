/// The services of the app's newer screens, made on first use.
final class Hub {
  static let shared = Hub()

  private(set) lazy var orders: OrderService = OrderService()
  private(set) lazy var prices: PriceService = PriceService()
  private(set) lazy var inbox: InboxService = InboxService()

  private init() {}
}

final class OrderService { func recent() -> [String] { [] } }
final class PriceService { func quote(_ symbol: String) -> Double { 0 } }
final class InboxService { func unread() -> Int { 0 } }
