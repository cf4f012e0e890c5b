import Foundation

/// Where the app's servers are, from the build's Info.plist.
final class ServerEnvironment {
  static var remoteFlags = RemoteFlags()

  static var baseURL: URL { URL(string: value(for: "BASE_URL"))! }
  static var helpURL: URL { baseURL.appendingPathComponent("help") }
  static var clientID: String { value(for: "CLIENT_ID") }
  static var isBetaEnabled: Bool { remoteFlags.isOn("beta") }

  static func refreshFlags() {
    remoteFlags = RemoteFlags()
  }

  private static func value(for key: String) -> String {
    Bundle.main.object(forInfoDictionaryKey: key) as? String ?? ""
  }
}

final class RemoteFlags {
  func isOn(_ name: String) -> Bool { false }
}
