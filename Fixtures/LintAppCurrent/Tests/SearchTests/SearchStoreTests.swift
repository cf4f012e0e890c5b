import XCTest

final class SearchStoreTests: XCTestCase {
  override func setUp() {
    Current = World(date: { .distantPast }, apiClient: .mock, locale: .current)
    Current.date = { Date(timeIntervalSince1970: 0) }
  }

  func testSearch() {
    let store = SearchStore(client: Current.apiClient, now: Current.date)
    store.search("swift")
  }
}
