import Resolver

final class FeedViewModel {
  @Injected var api: FeedAPIType
}
