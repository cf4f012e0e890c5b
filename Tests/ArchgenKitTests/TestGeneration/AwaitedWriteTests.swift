import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32 item 2: a view model's write that runs in a `Task` the handler starts is tested by
/// awaiting that task before the state is read back, where the test can reach it (the handler
/// returns it, or keeps it in a property the test reads): the test is `async` and complete. A
/// task the handler drops, one that writes the state again after the write, or one started after
/// a write of the handler's own, gives no test, with the reason
/// (Fixtures/TestGeneration/Forms/PlaylistViewModel.swift).
final class AwaitedWriteTests: XCTestCase {
  private let fixture = "TestGeneration/Forms/PlaylistViewModel.swift"

  private func suite() throws -> GeneratedSuite {
    let source = try SourceText.read(Fixtures.url(fixture).path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == "PlaylistViewModel" })
  }

  func testATaskTheHandlerKeepsOrReturnsIsAwaited() throws {
    let tests = Dictionary(uniqueKeysWithValues: try suite().tests.map { ($0.name, $0) })
    let load = try XCTUnwrap(tests["idleLoadGoesToLoaded"])
    XCTAssertEqual(
      load.act,
      "_ = store.send(.load)\n    _ = await store.loadTask?.value\n    state = store.state")
    XCTAssertEqual(load.effects, " async")
    XCTAssertEqual(
      tests["failedRetryGoesToReady"]?.act,
      "_ = store.send(.retry)\n    _ = await store.loadTask?.value\n    state = store.state")
    let save = try XCTUnwrap(tests["loadedSaveGoesToSaved"])
    XCTAssertEqual(save.act, "_ = await store.send(.save)?.value\n    state = store.state")
    XCTAssertEqual(save.effects, " async")
    // A write the handler makes itself is read right after the call, as before.
    XCTAssertEqual(
      tests["anyResetGoesToIdle"]?.act, "_ = store.send(.reset)\n    state = store.state")
    XCTAssertEqual(tests["anyResetGoesToIdle"]?.effects, "")
    XCTAssertTrue(tests.values.allSatisfy(\.isComplete))
  }

  func testATaskATestCannotAwaitGetsNoTestAndSaysWhy() throws {
    let reasons = Dictionary(
      try suite().skipped.map { ($0.transition, $0.reason) }, uniquingKeysWith: { a, _ in a })
    // The task the handler drops is waited for by its write (`PolledWriteTests`).
    XCTAssertNil(reasons["saved --share--> shared"])
    XCTAssertEqual(reasons["ready --refresh--> loading"], .laterWriteInTask)
    // Drawn from `.loading`, the state the task wrote first: no test sends `.refresh` from it.
    XCTAssertEqual(reasons["loading --refresh--> loaded"], .writeBeforeTask)
  }

  /// `state = .loading`, then a task that writes `.loaded`: graph draws the task's write from
  /// `.loading`, a state the handler does not start the task from.
  func testATaskStartedAfterTheHandlersOwnWriteGetsNoTest() throws {
    let source = SourceText(
      path: "Sources/App/FeedViewModel.swift",
      text: """
        enum FeedState: Equatable { case idle, loading, loaded }
        enum FeedAction { case load }
        final class FeedViewModel {
          var state: FeedState = .idle
          var task: Task<Void, Never>?
          init() {}
          func send(_ action: FeedAction) {
            switch (state, action) {
            case (.idle, .load):
              state = .loading
              task = Task { self.state = .loaded }
            default: break
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(
      suite.skipped.map { "\($0.transition): \($0.reason)" },
      ["idle --load--> loading: racesTask", "loading --load--> loaded: writeBeforeTask"])
    // On the main actor the task waits for the test to suspend: the first write is read.
    let isolated = SourceText(
      path: source.path,
      text: source.text.replacingOccurrences(of: "final class", with: "@MainActor final class"))
    let onMain = try XCTUnwrap(
      TestGenerator.suites(sources: [isolated], options: GraphOptions(paths: [])).suites.first)
    XCTAssertEqual(onMain.tests.map(\.name), ["idleLoadGoesToLoading"])
  }

  /// A type that is not isolated to the main actor but starts a `Task { @MainActor in … }`
  /// (Fixtures/TestGeneration/Forms/SignInPanel.swift): its tests run on the main actor, where
  /// that task waits for the test to await, so the method's own write before it is read right
  /// after the call. A plain `Task { }` still races it (above).
  func testATaskOnTheMainActorDoesNotRaceATestOnTheMainActor() throws {
    let fixture = "TestGeneration/Forms/SignInPanel.swift"
    let source = try SourceText.read(Fixtures.url(fixture).path)
    let suite = try XCTUnwrap(
      TestGenerator.suites(sources: [source], options: GraphOptions(paths: [])).suites.first)
    XCTAssertTrue(suite.isMainActor)
    XCTAssertEqual(suite.tests.map(\.name), ["anySignInGoesToSigningIn", "anySignOutGoesToIdle"])
    XCTAssertEqual(suite.tests.first?.act, "store.signIn()\n    state = store.state")
    XCTAssertEqual(
      suite.skipped.map { "\($0.transition): \($0.reason)" },
      ["signingIn --signIn--> signedIn: writeBeforeTask"])
    let files = try plannedTestFiles(fixture, .xctest, module: "Forms", folder: "main-actor-task")
      .files
    XCTAssertEqual(files.count, 1)
    Golden.assertMatches(
      files[0].contents, fixture: "TestGeneration/Golden/SignInPanelStateTests.xctest.swift")
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "main-actor-task-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of a type starting a main-actor task")
    }
  }

  func testAwaitedTestsMatchTheirGoldens() throws {
    for framework in TestFramework.allCases {
      let files = try plannedTestFiles(
        fixture, framework, module: "Forms", folder: "awaited-\(framework.rawValue)"
      ).files
      XCTAssertEqual(files.count, 1)
      assertMatchTheirGoldens(files, framework)
    }
  }
}

/// The forms real view models write tasks in (Swiftfin's `userTask = Task { do { … await
/// MainActor.run { state = .content } } catch { … } }`).
final class AwaitedWriteFormsTests: XCTestCase {
  private func suite(_ body: String, task: String = "var task: Task<Void, Never>?") throws
    -> GeneratedSuite
  {
    let source = SourceText(
      path: "Sources/App/UsersViewModel.swift",
      text: """
        enum UsersState: Equatable { case idle, loaded, failed }
        enum UsersAction { case load }
        final class UsersViewModel {
          var state: UsersState = .idle
          \(task)
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

  /// A write the task awaits on the main actor runs before the task ends: awaited with it. The
  /// one in the `catch` runs only when the work fails, which the test does not choose.
  func testAWriteOnTheMainActorInsideTheTaskIsAwaitedAndOneInACatchIsNot() throws {
    let suite = try suite(
      """
            task = Task {
              do {
                try await self.load()
                await MainActor.run { state = .loaded }
              } catch {
                await MainActor.run { self.state = .failed }
              }
            }
      """)
    XCTAssertEqual(
      suite.tests.map(\.act),
      ["store.send(.load)\n    _ = await store.task?.value\n    state = store.state"])
    XCTAssertEqual(
      suite.skipped.map { "\($0.transition): \($0.reason)" },
      ["idle --load [catch]--> failed: branchInTask"])
  }

  /// A task kept where a test cannot read it, or as a type that is not a `Task`, is not awaited:
  /// the test waits for the state to change instead (`PolledWrite`).
  func testATaskKeptWhereATestCannotAwaitItIsWaitedForByItsWrite() throws {
    let body = "      task = Task { state = .loaded }"
    let waited = PolledWrite.act("store.send(.load)", holder: "store", property: "state")
    let hidden = try suite(body, task: "private var task: Task<Void, Never>?")
    XCTAssertEqual(hidden.tests.map(\.act), [waited + "\n    state = store.state"])
    let untyped = try suite(body, task: "var task: Any?")
    XCTAssertEqual(untyped.tests.map(\.act), [waited + "\n    state = store.state"])
  }

  /// A task whose failure is not `Never` is awaited with `try`, from a test that throws.
  func testAThrowingTaskIsAwaitedWithTry() throws {
    let suite = try suite(
      "      task = Task { try await self.load(); state = .loaded }",
      task: "var task: Task<Void, Error>?")
    let test = try XCTUnwrap(suite.tests.first)
    XCTAssertEqual(
      test.act, "store.send(.load)\n    _ = try await store.task?.value\n    state = store.state")
    XCTAssertEqual(test.effects, " async throws")
  }

  /// A store whose state only it sets is reached by paths of events: a step whose write runs in
  /// a task is not one a path can check right after the call, so the source it leads to is not
  /// reached (`task = Task { state = .loaded }` on one line is such a step too).
  func testAPathNeverTakesAStepWrittenInATask() throws {
    let source = SourceText(
      path: "Sources/App/Reader.swift",
      text: """
        enum ReaderState: Equatable { case idle, loaded, done }
        enum ReaderAction { case load, close }
        final class Reader {
          private(set) var state: ReaderState = .idle
          var task: Task<Void, Never>?
          init() {}
          func dispatch(_ action: ReaderAction) {
            switch (state, action) {
            case (.idle, .load): task = Task { state = .loaded }
            case (.loaded, .close): state = .done
            default: break
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(suite.tests.map(\.name), ["idleLoadGoesToLoaded"])
    XCTAssertEqual(
      suite.tests.first?.act,
      "store.dispatch(.load)\n    _ = await store.task?.value\n    state = store.state")
    XCTAssertEqual(
      suite.skipped.map { "\($0.transition): \($0.reason)" },
      ["loaded --close--> done: noPathToSource"])
  }
}
