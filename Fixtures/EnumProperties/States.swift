// The seed's loading state: an optional payload, a nested enum payload, labelled failure.
struct FeedItem: Equatable {
  var title: String
}

struct FeedError: Error, Equatable {}

final class FeedService {
  // archgen:enum-props
  enum State {
    case idle
    case loading([FeedItem]?)
    case loaded(Loaded)

    enum Loaded {
      case success([FeedItem])
      case failure([FeedItem]?, Error)
    }
  }
}
