import Foundation

// Keys of the app's own store: each keeps its current value.
protocol WiringKey {
  associatedtype Value
  static var value: Value { get set }
}

// The store: a static subscript over its own key paths.
struct Wiring {
  private static var storage = Wiring()

  static subscript<T>(_ path: WritableKeyPath<Wiring, T>) -> T {
    get { storage[keyPath: path] }
    set { storage[keyPath: path] = newValue }
  }

  static subscript<K: WiringKey>(key: K.Type) -> K.Value {
    get { key.value }
    set { key.value = newValue }
  }
}

// The app's own wrapper: hands out what the store keeps under the key path it is given.
@propertyWrapper
struct Wired<Service> {
  private let path: WritableKeyPath<Wiring, Service>

  init(_ path: WritableKeyPath<Wiring, Service>) { self.path = path }

  var wrappedValue: Service {
    get { Wiring[path] }
    set { Wiring[path] = newValue }
  }
}
