// The app of a team whose environment is a global `Current` (no `CurrentEnvironment` at all),
// with an auth service that scenes take as a dependency.
import Foundation

protocol AuthServiceType: AnyObject {}

final class LiveAuthService: AuthServiceType {}

struct World {
  var auth: AuthServiceType
  var now: () -> Date
}

var Current = World(auth: LiveAuthService(), now: Date.init)
