final class SendModel {
  func send(amount: Double) async throws {
    _ = try await Platform.network.get("send?amount=\(amount)")
    Platform.tracker?.record("send")
  }
}
