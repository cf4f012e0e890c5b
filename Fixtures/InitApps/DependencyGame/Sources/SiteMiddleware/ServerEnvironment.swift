// The server's environment: a test value of its own, never the app's environment.
struct ServerEnvironment {
  var database = "db"
  static let testValue = Self()
}
