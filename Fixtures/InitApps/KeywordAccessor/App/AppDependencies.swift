// Every service the app uses, made once. Its instance is named with a keyword (`default`, so
// declared in backticks); callers write `AppDependencies.default.x` or take it as a default.
final class AppDependencies {
  static let `default`: AppDependencies = AppDependencies(
    feed: FeedService(), account: AccountStore(), images: ImageLoader())

  let feed: FeedService
  let account: AccountStore
  let images: ImageLoader

  init(feed: FeedService, account: AccountStore, images: ImageLoader) {
    self.feed = feed
    self.account = account
    self.images = images
  }
}
