import ComposableArchitecture

@Reducer
struct Game {
  @Dependency(\.apiClient) var apiClient
  @Dependency(\.mainQueue) var mainQueue
}
