final class FeedViewModel {
  private let api: APIClient
  private let cache: ImageCache

  init(api: APIClient = Backstage.shared.api, cache: ImageCache = Backstage.shared.cache) {
    self.api = api
    self.cache = cache
  }
}
