// The app's own injecting wrapper, named like nothing in particular: its value is resolved from
// the registry.
@propertyWrapper
struct Provided<Service> {
  let wrappedValue: Service

  init() { wrappedValue = Registry.main.resolve(Service.self) }
}

final class Registry {
  static let main = Registry()
  private var factories: [ObjectIdentifier: () -> Any] = [:]

  func resolve<Service>(_ type: Service.Type) -> Service {
    factories[ObjectIdentifier(type)]!() as! Service
  }
}
