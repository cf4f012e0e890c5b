// The instance is set once at launch; every caller reads the unwrapping `shared`, never `instance`.
final class AppServices {
  static var instance: AppServices?
  static var shared: AppServices { instance! }

  let api: APIClient

  init(api: APIClient) { self.api = api }
}

final class APIClient {}
