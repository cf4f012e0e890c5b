import Foundation

// The app's own container keyed by type: start-up puts services in with `stock(_:)`; `drop(_:)`
// takes one out. Nothing calls `drop` yet, but it changes what callers get as `stock` does.
final class DepotContainer {
  static let shared = DepotContainer()

  private var shelves: [String: Any] = [:]

  private init() {}

  func stock<T>(_ service: T) {
    shelves[name(of: T.self)] = service
  }

  func drop<T>(_ type: T.Type) {
    shelves.removeValue(forKey: name(of: type))
  }

  func pick<T>(_ type: T.Type) -> T? {
    return shelves[name(of: type)] as? T
  }

  private func name<T>(of type: T.Type) -> String { "\(type)" }
}
