import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32 item 3: a test starts from every condition on the state under which the write runs
/// (graph keeps one per field and the last guard), never asserts a field a test cannot read,
/// and does not start a field at the value the write gives it.
final class StateConditionsTests: XCTestCase {
  private func report(_ text: String) -> TestReport {
    TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Gate.swift", text: text)],
      options: GraphOptions(paths: []))
  }

  private static let gate = """
    struct GateState: Equatable {
      var isOpen = false
      var isArmed = false
      var count = 0
      var mode: Mode = .idle
      var token: Token? = nil
      private var isExpanded = false
    }
    enum Mode: Equatable { case idle, busy, done }
    enum GateEvent { case close, arm, finish, expand, forget }
    func gateReducer(state: inout GateState, event: GateEvent) {
      switch event {
      case .close:
        guard state.isOpen, state.isArmed else { return }
        state.isOpen = false
      case .arm:
        if state.isOpen && state.count > 1 { state.isArmed = true }
      case .finish:
        guard state.mode == .busy else { return }
        guard state.isArmed else { return }
        state.mode = .done
      case .expand:
        state.isExpanded = true
      case .forget:
        state.token = nil
      }
    }
    """

  private func gate() throws -> GeneratedSuite {
    try XCTUnwrap(report(Self.gate).suites.first)
  }

  private func test(_ suite: GeneratedSuite, _ event: String) throws -> GeneratedTest {
    try XCTUnwrap(suite.tests.first { $0.act.contains(".\(event))") }, event)
  }

  /// `guard state.mode == .busy` then `guard state.isArmed`: graph draws `mode=busy` and drops
  /// the second; started without it, the test fails on correct code.
  func testEveryGuardOnTheStateBeforeTheWriteIsMet() throws {
    let suite = try gate()
    XCTAssertEqual(
      try test(suite, "finish").path, ["state.mode = .busy", "state.isArmed = true"])
    XCTAssertEqual(
      try test(suite, "close").path, ["state.isArmed = true", "state.isOpen = true"])
  }

  /// `if state.isOpen && state.count > 1`: both conditions are met, the number by a value that
  /// satisfies the comparison; the target field starts elsewhere.
  func testConditionsOfAnEnclosingIfAreMetAndComparisonsSolved() throws {
    let arm = try test(try gate(), "arm")
    XCTAssertEqual(
      arm.path, ["state.isArmed = false", "state.isOpen = true", "state.count = 2"])
    XCTAssertEqual(arm.expected, "true")
  }

  func testAPrivateFieldIsNeverAsserted() throws {
    let suite = try gate()
    XCTAssertFalse(suite.tests.contains { $0.subject == "state.isExpanded" })
    XCTAssertEqual(
      suite.skipped.first { $0.transition.contains("isExpanded") }?.reason, .privateField)
  }

  /// `token=nil` where `Token` is a type archgen cannot build: the field would start at nil and
  /// the test pass with the write deleted.
  func testANilTargetThatCannotStartElsewhereGetsNoTest() throws {
    let suite = try gate()
    XCTAssertFalse(suite.tests.contains { $0.subject == "state.token" })
    XCTAssertEqual(
      suite.skipped.first { $0.transition.contains("token") }?.reason, .targetIsStart)
  }

  /// The same through a composable-architecture `TestStore`.
  func testATestStoreStartMeetsEveryGuardBeforeTheWrite() throws {
    let report = report(
      """
      import ComposableArchitecture
      @Reducer
      struct Gate {
        @ObservableState
        struct State: Equatable {
          var isArmed = false
          var mode: Mode = .idle
        }
        enum Mode: Equatable { case idle, busy, done }
        enum Action { case finish }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .finish:
              guard state.mode == .busy else { return .none }
              guard state.isArmed else { return .none }
              state.mode = .done
              return .none
            }
          }
        }
      }
      """)
    let finish = try XCTUnwrap(report.suites.first?.tests.first)
    XCTAssertEqual(finish.path, ["state.mode = .busy", "state.isArmed = true"])
    XCTAssertEqual(finish.assertions, ["$0.mode = .done"])
  }
}
