import Foundation

final class NetworkClient {
  let token: String?
  init(token: String?) { self.token = token }
  func get(_ path: String) async throws -> Data { Data() }
}

final class Vault {
  private let network: NetworkClient
  init(network: NetworkClient) { self.network = network }
  func balance() async throws -> Decimal { 0 }
}

final class Tracker {
  func record(_ event: String) {}
  func flush() {}
}
