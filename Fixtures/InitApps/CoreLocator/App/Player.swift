// A singleton of one concern: read everywhere, but it does its own work in methods.
final class Player {
  static let shared = Player()
  var isPlaying = false

  func play() { isPlaying = true }
  func pause() { isPlaying = false }
  func seek(to seconds: Double) {}
  func skip() {}
}

// An enum with cases read through static members: a value, never an environment.
enum AppEnvironment {
  case production, staging
  static let apiKey = "key"
  static let endpoint = Endpoint(host: "example.com")
}

struct Endpoint { let host: String }
