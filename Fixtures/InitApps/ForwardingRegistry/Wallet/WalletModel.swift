final class WalletModel {
  func load() async throws -> String {
    let balance = try await Platform.vault?.balance() ?? 0
    Platform.tracker?.record("wallet")
    return "\(balance)"
  }
}
