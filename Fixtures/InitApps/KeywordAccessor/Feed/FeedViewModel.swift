final class FeedViewModel {
  private let feed = AppDependencies.default.feed

  func reload() { feed.refresh() }
}
