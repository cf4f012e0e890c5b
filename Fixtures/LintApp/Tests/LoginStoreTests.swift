import XCTest

final class CurrentEnvironmentTests: XCTestCase {
  func testLoginTracks() {
    CurrentEnvironment.setEnvironment(.mock)
    let store = LoginStore(api: CurrentEnvironment.env.apiService, now: { .distantPast })
    store.login(user: "me")
  }
}
