import Swinject

final class FeedViewModel: Injectable {
  @Injected() var store: FeedStore!
  @Injected() var clock: Clock!

  func inject(_ resolver: Resolver) {
    _store.fill(from: resolver)
    _clock.fill(from: resolver)
  }
}
