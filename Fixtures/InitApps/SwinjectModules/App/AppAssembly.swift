import Swinject

// The app's wiring: each registration's factory builds its service from others, resolved from
// the container the factory is handed. Registration code, not a read of the environment.
extension Container {
  func registerServices() {
    register(APIClient.self) { _ in APIClient() }
    register(FeedStore.self) { r in FeedStore(api: r.resolve(APIClient.self)!) }
    register(ProfileStore.self) { resolver in
      ProfileStore(
        api: resolver.resolve(APIClient.self)!, feed: resolver.resolve(FeedStore.self)!)
    }
    register(Clock.self) { Clock(store: $0.resolve(FeedStore.self)!) }
  }
}

final class APIClient {}
final class FeedStore { init(api: APIClient) {} }
final class ProfileStore { init(api: APIClient, feed: FeedStore) {} }
final class Clock { init(store: FeedStore) {} }
