// A shop whose environment is the global `Current`.
import Foundation

struct World {
  var api: APIClient
  var now: () -> Date
}

var Current = World(api: APIClient(), now: Date.init)

struct APIClient {}

/// A cache of formatted prices: static, but not the environment.
enum PriceCache {
  static var formatter = NumberFormatter()
}
