final class FeedViewModel {
  let api = AppServices.shared.api
}
