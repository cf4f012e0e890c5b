protocol Service: AnyObject {
  static var identifier: String { get }
  var identifier: String { get }
}

// Services keyed by identifier: what callers pull out with `service(of:)`.
final class ServiceRegistry {
  private var services: [String: Service] = [:]

  func register(service: Service) {
    services[service.identifier] = service
  }

  func service(of identifier: String) -> Service? {
    return services[identifier]
  }
}

final class ConnectivityService: Service {
  static let identifier = "connectivity"
  var identifier: String { Self.identifier }
  func isOnline() -> Bool { true }
}

final class AccountService: Service {
  static let identifier = "account"
  var identifier: String { Self.identifier }
  func name() -> String { "" }
}

final class SyncService: Service {
  static let identifier = "sync"
  var identifier: String { Self.identifier }
  func start() {}
}
