// Where the app's server lives: settings, not services.
struct Environment {
  let baseURL: String
  let configPath: String

  static let production = Environment(baseURL: "https://example.org", configPath: "/config")
  static var current: Environment { production }
}
