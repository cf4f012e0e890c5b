import Foundation
import Resolver

final class NetworkModule {
  func setUp() {
    let client = HTTPClient()
    Resolver.register { client as Networking }
  }
}

protocol Networking { func get(_ path: String) -> Data? }
final class HTTPClient: Networking { func get(_ path: String) -> Data? { nil } }
