import Dependencies
import DependenciesMacros

@DependencyClient
struct AlertClient {
  var active: (_ region: String) async throws -> [String]
  var subscribe: (_ region: String) async -> Void
}

extension AlertClient: DependencyKey {
  static let liveValue = AlertClient(active: { _ in [] }, subscribe: { _ in })
}
