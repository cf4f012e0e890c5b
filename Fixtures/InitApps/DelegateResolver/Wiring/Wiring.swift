import Swinject

/// The app's registrations, made once.
final class Wiring {
  private let container = Container()

  init() {
    container.register(FeedAPI.self) { _ in FeedAPI() }
    container.register(FeedModel.self) { r in FeedModel(api: r.resolve(FeedAPI.self)!) }
  }

  func resolve<Service>(_ type: Service.Type) -> Service? {
    container.resolve(type)
  }
}
