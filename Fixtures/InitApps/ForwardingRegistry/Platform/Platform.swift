import Foundation

/// The services the signed-in app talks to, replaced when the user signs in or out.
final class Platform {
  private static let instance = Platform()

  private var network: NetworkClient
  private var vault: Vault?
  private var tracker: Tracker?

  private init() {
    network = NetworkClient(token: nil)
  }

  static var network: NetworkClient { instance.network }
  static var vault: Vault? { instance.vault }
  static var tracker: Tracker? { instance.tracker }
  static var isSignedIn: Bool { instance.vault != nil }

  static func signIn(token: String) {
    instance.network = NetworkClient(token: token)
    instance.vault = Vault(network: instance.network)
    instance.tracker = Tracker()
  }

  static func signOut() {
    instance.tracker = nil
    instance.vault = nil
    instance.network = NetworkClient(token: nil)
  }

  static func flush() {
    instance.tracker?.flush()
  }
}
