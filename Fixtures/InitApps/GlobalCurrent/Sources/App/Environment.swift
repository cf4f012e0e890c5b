// The app's environment is a global `var`, replaced in tests through the app's own `withCurrent`.
import Foundation

var Current = Environment()

struct Environment {
  var api = API()
  var date: () -> Date = Date.init
}

struct API {}

func withCurrent<R>(_ environment: Environment, operation: () throws -> R) rethrows -> R {
  let saved = Current
  Current = environment
  defer { Current = saved }
  return try operation()
}

/// The one file's backing store: private, so no other file's environment.
private var underlyingCurrent = Environment()
