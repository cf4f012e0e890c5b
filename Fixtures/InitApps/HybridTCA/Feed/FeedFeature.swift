import ComposableArchitecture

struct FeedFeature: Reducer {
  @Dependency(\.feedAPI) var api

  func reduce(into state: inout Int, action: Bool) -> Effect<Bool> { .none }
}
