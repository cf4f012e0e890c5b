/// The app's services, made once by the app delegate and handed to each screen through its
/// initialiser. Its statics are a key, a factory and a switch: constants of the type, no locator.
final class Dependencies {
  static let storageKey = StorageKey(name: "dependencies")

  static func preview() -> Dependencies { Dependencies(api: APIClient(), store: ItemStore()) }
  static func setLogging(_ enabled: Bool) {}

  let api: APIClient
  let store: ItemStore

  init(api: APIClient, store: ItemStore) {
    self.api = api
    self.store = store
  }
}

struct StorageKey { let name: String }
final class APIClient { func items() -> [String] { [] } }
final class ItemStore { var items: [String] = [] }
