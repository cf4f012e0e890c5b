import Resolver

final class FeedModule {
  func setUp() {
    Resolver.register { FeedRepository() as FeedProviding }
  }
}

protocol FeedProviding { func items() -> [String] }
final class FeedRepository: FeedProviding {
  @LazyInjected private var network: Networking
  @LazyInjected private var store: Storing

  func items() -> [String] {
    store.save("feed")
    return network.get("/feed") == nil ? [] : ["item"]
  }
}
