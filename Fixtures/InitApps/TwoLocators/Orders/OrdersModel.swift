final class OrdersModel {
  func load() async throws -> [String] {
    try await Launch.current?.api.get("orders")
    Launch.current?.analytics.log("orders")
    return Hub.shared.orders.recent()
  }
}
