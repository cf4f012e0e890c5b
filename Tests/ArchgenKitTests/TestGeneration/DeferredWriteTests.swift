import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32 item 2: a write that runs after the handler returns (in a `Task`, a completion
/// handler, a scheduler's `asyncAfter`) is not tested by reading the state right after the call:
/// such a test passed or failed by timing, yet counted complete. It gets no test, and says why;
/// a write in a closure the standard library runs at once is tested as before.
final class DeferredWriteTests: XCTestCase {
  private let source = SourceText(
    path: "Sources/App/FeedViewModel.swift",
    text: """
      import Foundation
      enum FeedState: Equatable { case idle, loading, loaded, failed }
      enum FeedAction { case load, cancel, refresh }
      final class FeedViewModel {
        var state: FeedState = .idle
        init() {}
        func send(_ action: FeedAction) {
          switch (state, action) {
          case (.idle, .load):
            state = .loading
            Task { self.state = .loaded }
          case (.loading, .cancel):
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.state = .failed }
          case (.loaded, .refresh):
            [1].forEach { _ in self.state = .idle }
          default: break
          }
        }
      }
      """)

  func testAWriteInATaskOrASchedulersClosureGetsNoTestAndSaysWhy() throws {
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(suite.tests.map(\.name).sorted(), ["loadedRefreshGoesToIdle"])
    // `state = .loading`, then a task that writes `.loaded` on another thread: read after the
    // call, the state may be either.
    XCTAssertEqual(
      suite.skipped.map { "\($0.transition): \($0.reason)" }.sorted(),
      [
        "idle --load--> loading: racesTask",
        "loading --cancel--> failed: deferredWrite",
        "loading --load--> loaded: writeBeforeTask",
      ])
    XCTAssertTrue(report.summary.contains("a Task, a completion handler, a scheduler"))
  }
}
