import Factory

final class FeedViewModel {
  @Injected(\.api) private var api
  @Injected(\.imageLoader) private var images

  func load() -> [String] {
    Services.analytics.track("Feed")
    Services.logger.log("Feed loaded")
    return api.items()
  }
}
