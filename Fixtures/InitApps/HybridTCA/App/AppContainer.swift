import Swinject

// A Swinject container in a global, bridged into the reducers' dependencies.
let appContainer = AppContainer()

final class AppContainer {
  let container = Container()
}

extension Resolver {
  // A helper of Swinject's own type: not a read of the app's environment.
  func feedAPI() -> FeedAPI { resolve(FeedAPI.self)! }
}
