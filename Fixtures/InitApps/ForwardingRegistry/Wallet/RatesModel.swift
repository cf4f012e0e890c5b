final class RatesModel {
  func load() async throws {
    _ = try await Platform.network.get("rates")
  }
}
