import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32, async: a view model's write in a task the handler does not give a test (dropped, or
/// kept in a private property) is waited for: the test sleeps, a bounded time, while the state is
/// the one it started from, then reads it back. Only a state that compares with `==` can be
/// waited for so; any other keeps the skip, with the reason.
final class PolledWriteTests: XCTestCase {
  private func suite(
    _ body: String, state: String = "enum UsersState: Equatable { case idle, loaded, failed }"
  ) throws -> GeneratedSuite {
    let source = SourceText(
      path: "Sources/App/UsersViewModel.swift",
      text: """
        \(state)
        enum UsersAction { case load }
        final class UsersViewModel {
          var state: UsersState = .idle
          private var task: Task<Void, Never>?
          init() {}
          func load() async throws {}
          func send(_ action: UsersAction) {
            switch (state, action) {
            case (.idle, .load):
        \(body)
            default: break
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first)
  }

  private let waited =
    PolledWrite.act(
      "store.send(.load)", holder: "store", property: "state") + "\n    state = store.state"

  func testATaskTheHandlerDropsIsWaitedForByItsWrite() throws {
    let suite = try suite("      Task { state = .loaded }")
    XCTAssertEqual(suite.tests.map(\.act), [waited])
    XCTAssertEqual(suite.tests.map(\.effects), [" async"])
    XCTAssertTrue(waited.contains("for _ in 0..<1_000 where store.state == state {"), waited)
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  func testATaskKeptInAPrivatePropertyIsWaitedForToo() throws {
    let suite = try suite("      task = Task { state = .loaded }")
    XCTAssertEqual(suite.tests.map(\.act), [waited])
  }

  func testAStateThatDoesNotCompareKeepsTheSkip() throws {
    // A case with a payload and no `Equatable`: the state does not compare.
    let suite = try suite(
      "      Task { state = .loaded }", state: "enum UsersState { case idle, loaded, failed(Int) }")
    XCTAssertEqual(suite.tests.map(\.name), [])
    XCTAssertEqual(suite.skipped.map(\.reason), [.unawaitedTask])
  }

  /// The dropped task is the one write after the call only: a task that writes twice, or one
  /// started after the handler's own write, keeps its skip as before.
  func testATaskThatWritesTwiceIsNotWaitedFor() throws {
    let suite = try suite("      Task {\n        state = .failed\n        state = .loaded\n      }")
    XCTAssertEqual(suite.tests.map(\.name), [])
    XCTAssertTrue(suite.skipped.map(\.reason).contains(.laterWriteInTask))
  }

  /// A write after throwing work in a `do` block runs only when the work succeeds: a wait for
  /// it could end empty on correct code.
  func testAWriteAfterThrowingWorkIsNotWaitedFor() throws {
    let suite = try suite(
      "      Task {\n        do {\n          try await self.load()\n          state = .loaded\n"
        + "        } catch {}\n      }")
    XCTAssertEqual(suite.tests.map(\.name), [])
    XCTAssertEqual(suite.skipped.map(\.reason), [.branchInTask])
  }
}
