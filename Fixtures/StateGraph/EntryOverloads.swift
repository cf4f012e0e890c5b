import Foundation

/// A method is its name with its labels: the handler `handle(_:)` and the helper `handle(page:)`
/// share a name, but a callback calling `handle(page:)` reaches the helper, whose changes carry
/// on the case that started the request; a call `handle(.refresh)` would be the handler again.
final class FeedViewModel {
  enum Intent {
    case refresh
    case clear
  }

  enum FeedState {
    case empty
    case fetching
    case showing(Int)
    case failed
  }

  private(set) var feedState: FeedState = .empty
  private let client: FeedClient

  init(client: FeedClient) {
    self.client = client
  }

  func handle(_ intent: Intent) {
    switch intent {
    case .refresh:
      feedState = .fetching
      client.nextPage { [weak self] page in
        if let page {
          self?.handle(page: page)
        } else {
          self?.feedState = .failed
        }
      }
    case .clear:
      feedState = .empty
    }
  }

  private func handle(page: Page) {
    feedState = .showing(page.count)
  }
}
