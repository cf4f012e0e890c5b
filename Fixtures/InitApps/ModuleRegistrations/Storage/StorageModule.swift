import Resolver

final class StorageModule {
  func setUp() {
    Resolver.register { DiskStore() as Storing }
  }
}

protocol Storing { func save(_ key: String) }
final class DiskStore: Storing { func save(_ key: String) {} }
