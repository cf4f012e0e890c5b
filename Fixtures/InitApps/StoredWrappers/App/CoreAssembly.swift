import InjectKit

// Registrations: each factory resolves what it needs from the resolver it is handed.
enum CoreAssembly {
  static var factories: [Factory] {
    [
      Factory(type: APIClient.self) { _, _ in APIClient() },
      Factory(type: FileStore.self) { _, resolver in
        try FileStore(api: resolver.resolve(type: APIClient.self, resolver: resolver))
      },
    ]
  }
}

final class APIClient {}
final class FileStore { init(api: APIClient) {} }
final class Uploader { init(store: FileStore) {} }
