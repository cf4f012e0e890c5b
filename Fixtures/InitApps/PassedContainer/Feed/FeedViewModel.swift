import Swinject

final class FeedViewModel {
  let api: FeedAPI

  init(resolver: Resolver) { api = resolver.resolve(FeedAPI.self)! }
}
