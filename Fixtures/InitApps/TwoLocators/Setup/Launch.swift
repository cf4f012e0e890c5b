/// The services every target of the app needs, installed once at launch.
final class Launch {
  static var current: Launch?

  let api: APIClient
  let session: SessionStore
  let analytics: Analytics

  init(api: APIClient, session: SessionStore, analytics: Analytics) {
    self.api = api
    self.session = session
    self.analytics = analytics
  }

  static func install() {
    guard current == nil else { return }
    let session = SessionStore()
    Launch.current = Launch(
      api: APIClient(session: session), session: session, analytics: Analytics())
  }
}

final class APIClient {
  private let session: SessionStore
  init(session: SessionStore) { self.session = session }
  func get(_ path: String) async throws {}
}
final class SessionStore { var token: String? }
final class Analytics { func log(_ event: String) {} }
