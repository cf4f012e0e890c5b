import Swinject

protocol Injectable {
  func inject(_ resolver: Resolver)
}

// The app's own wrapper: its value is resolved from the container handed to `inject`, later than
// the object is made, so the property is implicitly unwrapped.
@propertyWrapper final class Injected<Service> {
  var wrappedValue: Service!

  init() {}

  func fill(from resolver: Resolver) {
    if wrappedValue == nil { wrappedValue = resolver.resolve(Service.self) }
  }
}
