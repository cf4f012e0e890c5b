import ComposableArchitecture

@Reducer
struct Home {
  @Dependency(\.apiClient) var apiClient
}
