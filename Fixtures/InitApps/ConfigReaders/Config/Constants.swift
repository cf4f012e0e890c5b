import Foundation

/// The build's constants, in groups.
final class Constants {
  static let shared = Constants()

  let links = Links()
  let keys = Keys()
  let limits = Limits()
}

extension Constants {
  struct Links {
    let terms = URL(string: "https://example.com/terms")!
    let privacy: URL = URL(string: "https://example.com/privacy")!
  }

  struct Keys {
    let analytics: String = "key-1"
    let maps: String = "key-2"
  }

  struct Limits {
    let uploadBytes: UInt64 = 1_000_000
    let retries: Int = 3
  }
}
