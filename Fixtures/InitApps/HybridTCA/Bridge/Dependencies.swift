import ComposableArchitecture

extension DependencyValues {
  var feedAPI: FeedAPI {
    get { appContainer.container.feedAPI() }
    set {}
  }
}
