final class FeedViewModel {
  @Provided var api: FeedAPI
}
