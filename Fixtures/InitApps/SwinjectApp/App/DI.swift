// Swinject: one container, kept in a static property, that the app resolves from.
import Swinject

enum DI {
  static let container: Container = {
    let container = Container()
    container.register(FeedAPI.self) { _ in FeedAPI() }
    return container
  }()
}

final class FeedAPI {}
