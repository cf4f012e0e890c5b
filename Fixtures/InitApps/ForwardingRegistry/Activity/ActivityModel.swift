final class ActivityModel {
  func load() async throws {
    _ = try await Platform.network.get("activity")
    _ = try await Platform.vault?.balance()
  }
}
