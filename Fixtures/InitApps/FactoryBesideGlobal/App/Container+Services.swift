import Factory

// Factory's own container, extended with the app's factories.
extension Container {
  var api: Factory<APIClient> { self { APIClient() }.singleton }
  var imageLoader: Factory<ImageLoader> { self { ImageLoader() } }
  var cart: Factory<CartStore> { self { CartStore() }.singleton }
}

final class APIClient { func items() -> [String] { [] } }
final class ImageLoader { func load(_ name: String) -> String? { nil } }
final class CartStore { var count = 0 }
