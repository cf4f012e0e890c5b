import Factory

final class CartViewModel {
  @Injected(\.api) private var api
  @Injected(\.imageLoader) private var images

  func load() -> [String] {
    Services.analytics.track("Cart")
    Services.logger.log("Cart loaded")
    return api.items()
  }
}
