// TCA dependencies: registered on DependencyValues, read with @Dependency(\.apiClient).
import Dependencies

public struct ApiClient {
  public var fetch: () async throws -> String
}

extension ApiClient: DependencyKey {
  public static let liveValue = ApiClient(fetch: { "live" })
  public static let testValue = ApiClient(fetch: { "test" })
}

extension DependencyValues {
  public var apiClient: ApiClient {
    get { self[ApiClient.self] }
    set { self[ApiClient.self] = newValue }
  }
}
