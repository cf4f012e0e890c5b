import Foundation

final class FeedService {
  let api: API

  init(api: API = Current.api) {
    self.api = api
  }
}
