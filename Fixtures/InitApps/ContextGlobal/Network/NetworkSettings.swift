// The network's configuration, read for its endpoint: a setting, not the app's services.
struct NetworkSettings {
  static var current: ServerEnvironment = .production

  static var migratedEndpoint: String { "api.example.com" }
}

final class ServerEnvironment {
  static let production = ServerEnvironment(endpoint: "api.example.com")

  let endpoint: String

  init(endpoint: String) { self.endpoint = endpoint }
}
