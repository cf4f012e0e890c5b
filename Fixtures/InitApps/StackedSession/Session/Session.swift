import Foundation

/// The services the app runs with.
struct Services {
  var notes: NoteStore
  var search: SearchIndex
  var sync: SyncClient
  var clock: () -> Date
}

/// The services in use, kept as layers: a test or a preview enters its own and leaves it.
enum Session {
  private static var layers: [Services] = []

  static var current: Services {
    layers.last ?? Services(notes: NoteStore(), search: SearchIndex(), sync: SyncClient(), clock: Date.init)
  }

  static func enter(_ services: Services) {
    layers.append(services)
  }

  @discardableResult
  static func leave() -> Services? {
    layers.popLast()
  }

  static func swap(to services: Services) {
    enter(services)
    layers.remove(at: layers.count - 2)
  }

  static func restored(from defaults: UserDefaults) -> Services {
    Services(notes: NoteStore(defaults: defaults), search: SearchIndex(), sync: SyncClient(), clock: Date.init)
  }
}
