// A singleton locator whose name does not sound like an environment: the app reads its services
// through `Core.shared` from every layer.
final class Core {
  static let shared = Core()

  let api = APIClient()
  let store = ItemStore()
  let analytics = Analytics()
  lazy var images = ImageCache()
}

final class APIClient { func items() -> [String] { [] } }
final class ItemStore { var items: [String] = [] }
final class Analytics { func track(_ event: String) {} }
final class ImageCache { func image(_ name: String) -> String? { nil } }
