final class SearchModel {
  func search(_ text: String) async throws -> [String] {
    try await Launch.current?.api.get("search?q=\(text)")
    Launch.current?.analytics.log("search")
    _ = Hub.shared.prices.quote(text)
    return Hub.shared.orders.recent()
  }
}
