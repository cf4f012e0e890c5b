import Resolver

final class FeedViewModel {
  @LazyInjected private var feed: FeedProviding

  func load() -> [String] { feed.items() }
}
