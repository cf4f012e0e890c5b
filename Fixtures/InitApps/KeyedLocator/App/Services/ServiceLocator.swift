import Foundation

// A locator keyed by type: callers pull each service out with `lookUp()`, the start-up code puts
// them in with `put(_:)`; neither is named like `resolve` or `set…`.
final class ServiceLocator {
  static let shared = ServiceLocator()

  private var services: [String: Any] = [:]

  func put<T>(_ service: T) {
    let key = "\(T.self)"
    services[key] = service
  }

  func lookUp<T>() -> T? {
    let key = "\(T.self)"
    return services[key] as? T
  }

  // Read by name from Objective-C only: no Swift caller, no resolve function.
  func entry(named name: String) -> Any? {
    services[name]
  }
}
