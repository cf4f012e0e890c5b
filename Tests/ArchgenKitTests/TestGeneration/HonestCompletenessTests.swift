import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 24 item 4: the generated tests that used to be counted complete and were wrong.
final class HonestCompletenessTests: XCTestCase {
  private func report(_ sources: [SourceText]) -> TestReport {
    TestGenerator.suites(sources: sources, options: GraphOptions(paths: []))
  }

  private func honest() throws -> TestReport {
    report([try SourceText.read(Fixtures.url("TestGeneration/HonestReducers.swift").path)])
  }

  private func test(_ report: TestReport, _ name: String) throws -> GeneratedTest {
    try XCTUnwrap(report.suites.flatMap(\.tests).first { $0.name == name }, name)
  }

  func testAPrivateReducerGetsNoTestAndSaysWhy() throws {
    let report = try honest()
    XCTAssertFalse(report.suites.contains { $0.machine == "Latches" })
    XCTAssertEqual(
      report.skippedMachines.map { "\($0.machine): \($0.reason)" }, ["Latches: notReachable"])
    XCTAssertTrue(report.summary.contains("Latches: the reducer is private or fileprivate"))
  }

  func testAFileprivateOwnerHidesItsReducer() {
    let source = SourceText(
      path: "F.swift",
      text: """
        enum S { case a, b }
        enum E { case go }
        fileprivate enum R {
          static func reduce(state: S, event: E) -> S {
            switch (state, event) { case (.a, .go): return .b
            default: return state }
          }
        }
        """)
    XCTAssertEqual(report([source]).skippedMachines.map(\.reason), [.notReachable])
  }

  /// A reducer in an extension of a `fileprivate` state (RxFeedback's examples) cannot be named
  /// from a test file either.
  func testAnExtensionOfAFileprivateStateHidesItsReducer() {
    let source = SourceText(
      path: "F.swift",
      text: """
        fileprivate enum Phase { case idle, busy }
        enum Signal { case start }
        extension Phase {
          static func reduce(state: Phase, event: Signal) -> Phase {
            switch (state, event) { case (.idle, .start): return .busy
            default: return state }
          }
        }
        """)
    XCTAssertEqual(report([source]).skippedMachines.map(\.reason), [.notReachable])
  }

  func testAThrowingReducerIsCalledWithTryFromAThrowingTest() throws {
    let start = try test(try honest(), "idleStartGoesToDone")
    XCTAssertEqual(start.act, "state = try Uploads.reduce(state: state, event: .start)")
    XCTAssertEqual(start.effects, " throws")
  }

  func testErrorPayloadsUseTheModulesErrorTypeElseALocalOne() throws {
    let failed = try test(try honest(), "failedFinishGoesToDone")
    XCTAssertEqual(failed.start, ".failed(ParseFailure())")
    XCTAssertTrue(failed.isComplete)
    let source = SourceText(
      path: "U.swift",
      text: """
        enum S: Equatable { case a, b }
        enum E { case fail(Error) }
        func reduce(state: S, event: E) -> S {
          switch (state, event) { case (.a, .fail): return .b
          default: return state }
        }
        """)
    let local = try test(report([source]), "aFailGoesToB")
    XCTAssertEqual(local.act, "state = reduce(state: state, event: .fail(GeneratedTestError()))")
    let files = try TestGenerator.plan(
      sources: [source],
      request: TestRequest(
        paths: [], outputDirectory: temporaryDirectory("local-error").path, framework: .xctest,
        module: "App")
    ).plan.files
    XCTAssertTrue(
      files[0].contents.hasSuffix("\nprivate struct GeneratedTestError: Error {}\n"),
      files[0].contents)
  }

  func testGuardsOnTheSourceStatesPayloadAreMet() throws {
    let report = try honest()
    XCTAssertEqual(
      try test(report, "waitingTickWhenAttemptsAtLeast3GoesToGaveUp").start,
      ".waiting(attempts: 3)")
    // An unlabeled payload bound under another name.
    XCTAssertEqual(try test(report, "armedSparkWhenChargeAbove2GoesToBlown").start, ".armed(3)")
  }

  func testEquatableFromAnExtensionCounts() throws {
    let test = try test(try honest(), "gaveUpResetGoesToReady")
    XCTAssertTrue(test.usesEquality)
  }

  func testAnAnyEventIsBuiltFromACaseThatReachesTheBranch() throws {
    let ready = try test(try honest(), "readyGoesToWaiting")
    XCTAssertEqual(ready.act, "Retries.reduce(state: &state, event: .tick)")
    // From `.gaveUp`, `.reset` is handled by its own case: a `_` there must not send it.
    let source = SourceText(
      path: "G.swift",
      text: """
        enum S: Equatable { case a, b, c }
        enum E { case reset, tick, other }
        func reduce(state: S, event: E) -> S {
          switch (state, event) {
          case (.a, .reset): return .c
          case (.a, _): return .b
          default: return state
          }
        }
        """)
    XCTAssertEqual(
      try test(report([source]), "aGoesToB").act, "state = reduce(state: state, event: .tick)")
  }

  func testAResultThatIsNotTheStateIsDiscarded() throws {
    let report = try honest()
    XCTAssertEqual(
      try test(report, "shutNudgeGoesToAjar").act, "_ = Gates.reduce(state: &state, event: .nudge)")
    XCTAssertEqual(try test(report, "armedSparkGoesToSafe").act, "_ = state.handle(.spark)")
  }

  func testWorkflowActionsApplyThemselvesToTheState() throws {
    let on = try test(try honest(), "anyOnGoesToLit")
    XCTAssertEqual(on.act, "_ = LampAction.on.apply(toState: &state)")
  }

  /// amplify-swift's `ApplicationState` resolver: `return .runningInBackground(isStale: false)`
  /// from `.runningInBackground`, where the built start is that same value (testreal D4).
  func testASelfLoopWritingTheStartValueGetsNoTest() throws {
    let source = SourceText(
      path: "L.swift",
      text: """
        enum S: Equatable { case idle, background(isStale: Bool) }
        enum E { case moved, expired }
        func reduce(state: S, event: E) -> S {
          switch (state, event) {
          case (.background, .moved): return .background(isStale: false)
          case (.background, .expired): return .background(isStale: true)
          default: return state
          }
        }
        """)
    let suite = try XCTUnwrap(report([source]).suites.first)
    XCTAssertEqual(suite.skipped.map(\.reason), [.selfLoopStartsAtTarget])
    XCTAssertEqual(suite.tests.map(\.name), ["backgroundExpiredGoesToBackground"])
    XCTAssertTrue(suite.tests[0].assertsChange)
  }

  func testASelfLoopAssertsAChangeOrGetsNoTest() throws {
    XCTAssertTrue(try test(try honest(), "waitingTickGoesToWaiting").assertsChange)
    let source = SourceText(
      path: "L.swift",
      text: """
        enum S: Equatable { case a, b }
        enum E { case poke }
        func reduce(state: S, event: E) -> S {
          switch (state, event) { case (.a, .poke): return .a
          default: return state }
        }
        """)
    XCTAssertEqual(report([source]).suites.flatMap(\.skipped).map(\.reason), [.selfLoop])
  }
}
