import Dependencies

struct SessionClient {
  var currentUser: () -> User
}

extension SessionClient: DependencyKey {
  static let liveValue = SessionClient(currentUser: { User(name: "") })
}

extension DependencyValues {
  var session: SessionClient {
    get { self[SessionClient.self] }
    set { self[SessionClient.self] = newValue }
  }
}
