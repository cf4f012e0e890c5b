import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32 item 1: a class machine, whose state only it sets (`private(set)`) and whose events
/// are its methods, is tested by calling the methods of the shortest path from the state it
/// starts in, each state on the way checked, then the event's method
/// (Fixtures/TestGeneration/Forms/UploadSession.swift); a method's callback argument is a
/// closure that ignores what it is given (Fixtures/TestGeneration/Forms/SyncAgent.swift).
final class MethodEventsTests: XCTestCase {
  private func suite(_ form: String, _ machine: String) throws -> GeneratedSuite {
    let source = try SourceText.read(Fixtures.url("TestGeneration/Forms/\(form).swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == machine }, "\(report)")
  }

  private func reasons(_ suite: GeneratedSuite) -> [String: TestSkip] {
    Dictionary(
      suite.skipped.map { ($0.transition, $0.reason) }, uniquingKeysWith: { first, _ in first })
  }

  func testAClassMachineIsReachedByCallingItsMethodsFromItsInitialState() throws {
    let suite = try suite("UploadSession", "UploadSession")
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    let start = [
      "let store = UploadSession()", "state = store.state",
      PathCheck.line(expecting: "idle", equality: true),
    ]
    // The guard on the method's argument is met by the argument.
    let upload = [
      "store.start(chunks: 1)", "state = store.state",
      PathCheck.line(expecting: "uploading", equality: true),
    ]
    let first = try XCTUnwrap(tests["idleStartWhenChunksAbove0GoesToUploading"], "\(tests.keys)")
    XCTAssertEqual(first.path, start)
    XCTAssertEqual(first.act, "store.start(chunks: 1)\n    state = store.state")
    XCTAssertEqual(tests["uploadingPauseGoesToPaused"]?.path, start + upload)
    XCTAssertEqual(
      tests["uploadingPauseGoesToPaused"]?.act, "store.pause()\n    state = store.state")
    XCTAssertEqual(
      tests["pausedResumeGoesToUploading"]?.path,
      start + upload + [
        "store.pause()", "state = store.state",
        PathCheck.line(expecting: "paused", equality: true),
      ])
    XCTAssertEqual(
      tests["uploadingFailGoesToFailed"]?.act, "store.fail(code: 0)\n    state = store.state")
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
    let reasons = reasons(suite)
    // `attempts` is the upload's own field: calling `retry()` does not choose it.
    XCTAssertEqual(reasons["failed --retry [attempts < 3]--> uploading"], .guardOutsideEvent)
    // The state after `resend` is the last write of the call, which work that may throw
    // decides: neither of its writes is what a test reads alone, and no path steps through it.
    XCTAssertEqual(reasons["* --resend--> uploading"], .laterWriteInCall)
    XCTAssertEqual(reasons["uploading --resend--> finished"], .writeAfterThrowingWork)
    XCTAssertFalse(suite.tests.contains { $0.path.contains { $0.contains("resend") } })
  }

  func testACallbackArgumentIsAClosureThatIgnoresItsArguments() throws {
    let suite = try suite("SyncAgent", "SyncAgent")
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    XCTAssertEqual(
      tests["idleSyncGoesToSyncing"]?.act,
      "store.sync(force: false, completion: { _ in })\n    state = store.phase")
    XCTAssertEqual(
      tests["anyDisconnectGoesToOffline"]?.act,
      "store.disconnect(then: {})\n    state = store.phase")
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
    // The service's callback writes later than the call returns.
    XCTAssertTrue(
      suite.skipped.contains { $0.reason == .deferredWrite }, "\(suite.skipped)")
  }

  /// A state a test cannot read (`private var`) is said to be so, not "not a function".
  func testAPrivateStateGetsNoTestAndSaysWhy() throws {
    let source = SourceText(
      path: "Sources/App/Timer.swift",
      text: """
        final class Ticker {
          enum State { case stopped, running }
          private var state: State = .stopped
          func start() { state = .running }
          func stop() { state = .stopped }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    XCTAssertEqual(report.skippedMachines.map(\.reason), [.stateNotReadable])
  }

  /// An initializer that puts the state elsewhere than its declared value starts the paths
  /// there; one that takes the start from its caller gives no path a test can tell.
  func testTheInitializersWriteIsWhereThePathStarts() throws {
    func report(_ initializer: String) -> TestReport {
      TestGenerator.suites(
        sources: [
          SourceText(
            path: "Sources/App/Lamp.swift",
            text: """
              final class Lamp {
                enum State: Equatable { case off, on, broken }
                private(set) var state: State = .off
                \(initializer)
                func toggle() {
                  switch state {
                  case .off: state = .on
                  case .on: state = .off
                  case .broken: break
                  }
                }
              }
              """)
        ], options: GraphOptions(paths: []))
    }
    let fixed = try XCTUnwrap(report("init() { state = .on }").suites.first)
    XCTAssertEqual(
      fixed.tests.first { $0.name == "onToggleGoesToOff" }?.path,
      [
        "let store = Lamp()", "state = store.state",
        PathCheck.line(expecting: "on", equality: true),
      ])
    XCTAssertEqual(
      report("init(start: State) { state = start }").skippedMachines.map(\.reason),
      [.unknownInitial])
    // A write the initializer makes only sometimes leaves the start unknown too.
    XCTAssertEqual(
      report("init(broken: Bool) { if broken { state = .broken } }").skippedMachines.map(
        \.reason),
      [.unknownInitial])
  }

  /// A held handler's call is read when it returns, too: `state = .loading`, then the work it
  /// awaits, then `state = .loaded` leaves `.loaded`, so the first write gets no test and is no
  /// step of a path (before, its test expected `.loading` and the paths checked it on the way).
  func testAWriteTheSameCallReplacesIsNeitherATestNorAStep() throws {
    let source = SourceText(
      path: "Sources/App/FeedViewModel.swift",
      text: """
        enum FeedState: Equatable { case idle, loading, loaded }
        enum FeedAction { case load, reset }
        final class FeedViewModel {
          private(set) var state: FeedState = .idle
          init() {}
          func fetch() async {}
          func send(_ action: FeedAction) async {
            switch action {
            case .load:
              state = .loading
              await fetch()
              state = .loaded
            case .reset:
              state = .idle
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(suite.tests.map(\.name), [])
    XCTAssertEqual(reasons(suite)["* --load--> loading"], .laterWriteInCall)
    XCTAssertEqual(reasons(suite)["loading --load--> loaded"], .noPathToSource)
  }

  func testMethodMachineTestsMatchTheirGoldens() throws {
    for framework in TestFramework.allCases {
      for form in ["UploadSession", "SyncAgent"] {
        let files = try plannedTestFiles(
          "TestGeneration/Forms/\(form).swift", framework, module: "Forms",
          folder: "methods-\(form)-\(framework.rawValue)"
        ).files
        XCTAssertEqual(files.count, 1, form)
        assertMatchTheirGoldens(files, framework)
      }
    }
  }
}
