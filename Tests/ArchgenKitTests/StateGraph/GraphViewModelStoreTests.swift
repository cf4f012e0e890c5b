import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31, view models and app-made stores: which methods are a machine's events, which are
/// helpers of its cases and which are its entry points, read from what the bodies do.
final class GraphViewModelStoreTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze(fixture))
  }

  /// Helpers in a `private extension` and a method a case calls as a step are drawn under the
  /// cases that call them, never as events of their own (`load`, `refresh`, `apply`); the helper
  /// handed the event's `Result` joins its cases to the event.
  func testViewModelHelpersAreNoEventsAndCarryOnTheCase() throws {
    let found = try machines("ViewModelHelpers.swift")
    XCTAssertEqual(
      found["LibraryViewModel"],
      [
        "* -opened-> shelf=loading", "* -typed-> query=?", "* -pulled-> isRefreshing=true",
        "* -pulled-> shelf=loading", "* -fetched-> isRefreshing=false",
        "* -fetched.success-> shelf=empty", "* -fetched.success-> shelf=filled",
        "* -fetched.failure-> shelf=broken",
      ])
  }

  /// `send(_:)` hands its event to `reduce(state, event)`; the callbacks that call `send` again
  /// are events received later. The reducer is the machine, with its own events (never `send`).
  func testAStoreEntryPointHandingItsEventToAReducer() throws {
    let found = try machines("AppStores.swift")
    XCTAssertEqual(
      found["QuizStore"],
      [
        "idle -start-> fetching", "failed -start-> fetching", "fetching -received-> failed",
        "fetching -received-> asking", "asking -next-> asking", "asking -next-> grading",
        "grading -scored-> graded", "* -failed-> failed",
      ])
  }

  /// A stored value of any name (`link`), moved among cases by a switch over a command.
  func testAStoredValueOfAnyNameMovedByACommandSwitch() throws {
    let found = try machines("AppStores.swift")
    XCTAssertEqual(
      found["LinkStore"],
      [
        "offline -dial-> dialing", "* -answered-> online", "* -dropped-> lost",
        "* -hangUp-> offline",
      ])
  }
}
