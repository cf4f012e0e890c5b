import ArchgenTestSupport
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

final class SuitePlannerTests: XCTestCase {
  private func report(_ paths: [String], functions: [String] = []) throws -> TestReport {
    let sources = try paths.map { try SourceText.read(Fixtures.url($0).path) }
    return TestGenerator.suites(
      sources: sources, options: GraphOptions(paths: [], functions: functions))
  }

  private func test(_ report: TestReport, _ name: String) -> GeneratedTest? {
    report.suites.flatMap(\.tests).first { $0.name == name }
  }

  func testEquatableTargetsUseEqualityAndGuardsNameTheTestAndPickThePayload() throws {
    let report = try report(["StateGraph/CheckoutFlow.swift"])
    XCTAssertEqual(report.testCount, 9)
    XCTAssertEqual(report.completeCount, 9)
    let declined = try XCTUnwrap(test(report, "paymentSubmitPaymentWhenNotApprovedGoesToDeclined"))
    XCTAssertEqual(declined.start, ".payment")
    XCTAssertEqual(
      declined.act,
      "state = CheckoutFlow().resolve(state: state, event: .submitPayment(approved: false))")
    XCTAssertEqual(declined.guardText, "!approved")
    XCTAssertTrue(declined.usesEquality)
  }

  func testAnySourcePrefersAStateWithoutItsOwnCaseAndMeetsStateGuards() throws {
    let report = try report(["StateGraph/BookingMachine.swift"], functions: ["advance"])
    // The `else` of `phase == .browsing` starts from every other case (graph lists them), so
    // the hold from `reserved` is its own test.
    let hold = try XCTUnwrap(test(report, "reservedHoldWhenNotSeatsAbove8GoesToHolding"))
    XCTAssertEqual(hold.start, ".reserved")
    XCTAssertEqual(hold.act, "state = Booking.advance(state, .hold(seats: 0))")
    let approved = try XCTUnwrap(test(report, "anyPaymentApprovedGoesToReserved"))
    XCTAssertEqual(approved.act, "state = Booking.advance(state, .payment(.approved))")
  }

  func testPayloadSourcesAreBuiltOrReachedFromTheInitialStateElsePlaceholders() throws {
    let report = try report(["StateGraph/PlayerReducer.swift"])
    let pause = try XCTUnwrap(test(report, "playingPauseGoesToPaused"))
    XCTAssertEqual(
      pause.start,
      ".playing(URL(fileURLWithPath: NSTemporaryDirectory() + \"archgen-a\"), position: 0)")
    XCTAssertFalse(pause.usesEquality)
    // `Error`: the files declare no error type, so the test file declares its own.
    let failed = try XCTUnwrap(test(report, "failedPlayGoesToBuffering"))
    XCTAssertEqual(failed.start, ".failed(GeneratedTestError())")
    XCTAssertTrue(failed.isComplete)
    XCTAssertEqual(report.needingValues.count, 0)
  }

  func testTheReportNamesTheTestsAsTheFrameworkDoes() throws {
    let source = SourceText(
      path: "Player.swift",
      text: """
        final class Track {}
        enum PlayerState { case stopped, failed(Track) }
        enum PlayerEvent { case play, fail }
        struct Player {
          static func next(_ current: PlayerState, _ input: PlayerEvent) -> PlayerState {
            switch (current, input) {
            case (.failed, .play): return .stopped
            default: return current
            }
          }
        }
        """)
    let needing = try TestFramework.allCases.map { framework in
      try TestGenerator.plan(
        sources: [source],
        request: TestRequest(
          paths: [], outputDirectory: temporaryDirectory("report-names").path,
          framework: framework, module: "App")
      ).report.needingValues.first { $0.contains("GoesToStopped") }
    }
    XCTAssertEqual(
      needing,
      [
        "PlayerNextTests.testFailedPlayGoesToStopped (\(source.path):7)",
        "PlayerNextTests.failedPlayGoesToStopped (\(source.path):7)",
      ])
  }

  func testAStateWithAnUnbuildablePayloadIsReachedThroughEvents() throws {
    let source = SourceText(
      path: "Box.swift",
      text: """
        enum Box { case empty, full(Item) }
        enum BoxEvent { case fill, clear }
        final class Item {}
        enum Boxes {
          static let initial = Box.empty
          static func reduce(state: inout Box, event: BoxEvent) {
            switch (state, event) {
            case (.empty, .fill): state = .full(Item())
            case (.full, .clear): state = .empty
            default: break
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let clear = try XCTUnwrap(test(report, "fullClearGoesToEmpty"))
    XCTAssertEqual(clear.start, ".empty")
    XCTAssertEqual(clear.path, ["Boxes.reduce(state: &state, event: .fill)"])
    XCTAssertTrue(clear.isComplete)
  }

  func testUnknownTargetsAndFieldTargetsAreSkippedAndCounted() throws {
    // `self = next(after: signal)` is read through the helper (issue 21), so TrafficLight has
    // no unknown target left; CopyChains' fields set to values that cannot be told are (`add`'s
    // `$0.items.append(item)` in a copy is told: the payload appended, from empty).
    let traffic = try report(["StateGraph/TrafficLight.swift"])
    XCTAssertEqual(traffic.suites.flatMap(\.skipped).map(\.reason), [])
    let copies = try report(["StateGraph/CopyChains.swift"])
    XCTAssertEqual(
      copies.suites.flatMap(\.skipped).filter {
        [.unknownTarget, .unreadWrite, .valueNotBuilt].contains($0.reason)
      }.map(\.transition),
      [
        "* --remove--> items=?", "* --remove--> removedIndex=?",
        "* --statusChanged--> status=?", "* --failed--> message=?",
      ])
    let feed = try report(["StateGraph/FeedReactor.swift"])
    // `isLoading = isLoading` is named (the payload sent as `true`); the posts and the `Error`
    // are not.
    XCTAssertEqual(
      feed.suites.flatMap(\.skipped).map(\.transition),
      ["* --setPosts--> posts=?", "* --appendPosts--> posts=?", "* --setError--> error=?"])
    // ReSwift's actions matched by type are built through their types (issue 24 item 3); the
    // guard on `open.url` is not read, so that action's payload is left to the reader.
    let router = try report(["StateGraph/RouterReducer.swift"])
    XCTAssertEqual(router.skippedMachines.map(\.reason), [])
    XCTAssertEqual(
      router.suites.flatMap(\.tests).map(\.act).last,
      "state = routerReducer(action: Reset(), state: state)")
    XCTAssertEqual(router.suites.flatMap(\.tests).filter(\.isComplete).count, 3)
  }

  func testStructStatesSetTheSourceAndGuardFieldsAndCompareTheTargetField() throws {
    let report = try report(["StateGraph/SmartLock.swift"])
    let unlock = try XCTUnwrap(test(report, "anyEnterWhenDigitsIs1234GoesToIsLockedFalse"))
    XCTAssertEqual(unlock.start, "KeypadState()")
    XCTAssertEqual(unlock.path, ["state.isLocked = true", "state.digits = \"1234\""])
    XCTAssertEqual(unlock.act, "state.apply(.enter)")
    XCTAssertEqual(unlock.subject, "state.isLocked")
    XCTAssertEqual(unlock.expected, "false")
    let reasons = report.suites.flatMap(\.skipped).map(\.transition)
    XCTAssertEqual(
      reasons,
      [
        // LockViewModel's `private(set)` state is reached by paths now (issue 32 item 1); its
        // `audit:` self-loop to a case without a payload gets none.
        "locked --unlock [!(code == \"1234\")]--> locked", "jammed --*--> jammed",
        "* --digit--> digits=?",
        "* --enter [!(digits == \"1234\")]--> attempts=?",
      ])
  }

  func testStructPayloadsUseTheMemberwiseInitializer() throws {
    let report = try report(["TestGeneration/TransferMachine.swift"])
    let reset = try XCTUnwrap(test(report, "sentResetGoesToIdle"))
    XCTAssertEqual(reset.start, ".sent(Receipt(id: \"\"))")
    XCTAssertEqual(report.completeCount, report.testCount)
  }
}

final class ServicePlannerTests: XCTestCase {
  func testServiceTestsDispatchActionsFromTheInitialStateAndLeaveFeedbackEventsToTheReducer()
    throws
  {
    let source = try SourceText.read(
      Fixtures.url("TestGeneration/Services/SessionService.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let service = try XCTUnwrap(report.suites.first?.service)
    XCTAssertEqual(service.reactive, "rxswift")
    XCTAssertEqual(
      service.tests.map(\.name),
      ["signedOutActionSignInGoesToSigningIn", "anyActionLockWhenAttemptsAtLeast3GoesToLocked"])
    XCTAssertEqual(service.tests.map(\.actions), [[".signIn(user: \"\")"], [".lock(attempts: 3)"]])
    // `didSignIn` comes from a feedback, and `signedIn` is reached only through it.
    XCTAssertEqual(service.feedbackOnly, 2)
    XCTAssertEqual(report.testCount, 4 + 2)
  }

  func testAGuardOnANestedActionsPayloadIsMetInTheReducerTestAsInTheServiceTest() throws {
    let source = try SourceText.read(
      Fixtures.url("TestGeneration/Services/SessionService.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    let lock = try XCTUnwrap(
      suite.tests.first { $0.name == "anyActionLockWhenAttemptsAtLeast3GoesToLocked" })
    XCTAssertEqual(lock.guardText, "attempts >= 3")
    XCTAssertEqual(
      lock.act, "SessionService.State.reduce(state: &state, event: .action(.lock(attempts: 3)))")
    let service = try XCTUnwrap(suite.service?.tests.last)
    XCTAssertEqual(service.actions, [".lock(attempts: 3)"])
  }

  func testAnUnreadableGuardOnANestedPayloadLeavesItAPlaceholder() throws {
    let source = SourceText(
      path: "Door.swift",
      text: """
        enum Door { case closed, open }
        enum DoorAction { case push(force: Int) }
        enum DoorEvent { case action(DoorAction) }
        enum Doors {
          static let initial = Door.closed
          static func reduce(state: inout Door, event: DoorEvent) {
            switch (state, event) {
            case (.closed, .action(.push(let force))) where force.isMultiple(of: 2):
              state = .open
            default: break
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let push = try XCTUnwrap(report.suites.first?.tests.first)
    XCTAssertEqual(push.act, "Doors.reduce(state: &state, event: .action(.push(force: <#Int#>)))")
    XCTAssertFalse(push.isComplete)
  }

  /// `Result` is the standard library's: an event drawn as `didLoad.success` is sent with a built
  /// success value, and `didLoad.failure` with a built error.
  func testAResultPayloadIsSentAsTheDrawnCaseWithABuiltValue() throws {
    let source = SourceText(
      path: "Loader.swift",
      text: """
        enum Loader {
          enum State: Equatable { case idle, loaded(User), failed }
          enum Event { case didLoad(Result<User, LoadError>), reset }
          static let initial = State.idle
          static func reduce(state: inout State, event: Event) {
            switch event {
            case let .didLoad(.success(user)): state = .loaded(user)
            case .didLoad(.failure): state = .failed
            case .reset: state = .idle
            }
          }
        }
        struct User: Equatable { var name = "" }
        struct LoadError: Error {}
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let acts = try XCTUnwrap(report.suites.first?.tests).map(\.act)
    XCTAssertEqual(
      acts,
      [
        "Loader.reduce(state: &state, event: .didLoad(.success(User())))",
        "Loader.reduce(state: &state, event: .didLoad(.failure(LoadError())))",
        "Loader.reduce(state: &state, event: .reset)",
      ])
    XCTAssertEqual(report.completeCount, 3)
  }

  /// A case pattern with a literal (`case .biometricResult(false):`) is sent with that literal.
  func testAnEventDrawnWithALiteralIsSentWithIt() throws {
    let source = SourceText(
      path: "Lock.swift",
      text: """
        enum Lock {
          enum State { case locked, open }
          enum Event { case biometric(Bool), code(String), attempts(count: Int) }
          static let initial = State.locked
          static func reduce(state: inout State, event: Event) {
            switch event {
            case .biometric(true), .code("1234"): state = .open
            case .attempts(count: 3): state = .locked
            default: break
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let acts = try XCTUnwrap(report.suites.first?.tests).map(\.act)
    XCTAssertEqual(
      acts,
      [
        "Lock.reduce(state: &state, event: .biometric(true))",
        "Lock.reduce(state: &state, event: .code(\"1234\"))",
        "Lock.reduce(state: &state, event: .attempts(count: 3))",
      ])
  }

  /// A nested case drawn with a literal is sent with it, in the reducer test and the service
  /// test; a nested case the enums do not have gets no test rather than another event.
  func testNestedLiteralsAreSentAndUnknownNestedCasesAreSkipped() throws {
    let source = SourceText(
      path: "Switch.swift",
      text: """
        enum Action { case toggle(Bool), rate(Double) }
        enum Event { case action(Action), other }
        enum Switch {
          enum State: Equatable { case off, on, fast, gone }
          static let initial = State.off
          static func reduce(state: inout State, event: Event) {
            switch event {
            case .action(.toggle(true)): state = .on
            case .action(.rate(1.5)): state = .fast
            case .action(.vanished): state = .gone
            default: break
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(
      suite.tests.map(\.act),
      [
        "Switch.reduce(state: &state, event: .action(.toggle(true)))",
        "Switch.reduce(state: &state, event: .action(.rate(1.5)))",
      ])
    XCTAssertEqual(suite.skipped.map(\.reason), [.unknownEvent])
  }

  /// Two example apps that each declare `Root.Event`: each machine is planned with its own
  /// app's enum, and since both would write `RootReduceTests.swift`, the plan says which two
  /// machines clash instead of writing either.
  func testSameNamedTypesInTwoModulesResolveNearTheirMachine() throws {
    func app(_ folder: String, _ cases: [String]) -> SourceText {
      let arms = cases.map { "    case .\($0): state = .s\($0)" }.joined(separator: "\n")
      return SourceText(
        path: "\(folder)/Sources/Root.swift",
        text: """
          enum Root {
            enum State: Equatable { case idle, \(cases.map { "s" + $0 }.joined(separator: ", ")) }
            enum Event { case \(cases.joined(separator: ", ")) }
            static let initial = State.idle
            static func reduce(state: inout State, event: Event) {
              switch event {
          \(arms)
              }
            }
          }
          """)
    }
    let sources = [app("One", ["a"]), app("Two", ["b", "c"])]
    let report = TestGenerator.suites(sources: sources, options: GraphOptions(paths: []))
    XCTAssertEqual(report.suites.map(\.file), ["One/Sources/Root.swift", "Two/Sources/Root.swift"])
    XCTAssertEqual(
      report.suites.map { $0.tests.map(\.act) },
      [
        ["Root.reduce(state: &state, event: .a)"],
        ["Root.reduce(state: &state, event: .b)", "Root.reduce(state: &state, event: .c)"],
      ])
    XCTAssertEqual(report.skippedMachines, [])
    // Two machines that would write one test file get folder prefixes, not an error.
    let output = try temporaryDirectory("tests-clash").url.path
    let plan = try TestGenerator.plan(
      sources: sources,
      request: TestRequest(paths: [], outputDirectory: output, framework: .xctest, module: "App"))
    let names = plan.plan.files.map { ($0.path as NSString).lastPathComponent }
    XCTAssertEqual(names.count, 2)
    XCTAssertEqual(Set(names).count, 2, "\(names)")
  }

  func testEventLabelsSplitOnDotsOutsideParentheses() {
    XCTAssertEqual(
      EventLabel.parts("action.code(\"a.b\")"),
      [.init(name: "action"), .init(name: "code", literal: "\"a.b\"")])
    XCTAssertEqual(EventLabel.parts("rate(1.5)"), [.init(name: "rate", literal: "1.5")])
    XCTAssertEqual(EventLabel.parts("reset(nil)"), [.init(name: "reset", literal: "nil")])
    XCTAssertNil(EventLabel.parts("load(let value)"))
    XCTAssertNil(EventLabel.parts("action..x"))
  }

  func testResultTypesAreReadWithNestedGenericArguments() {
    let result = TypeCatalog.result("Swift.Result<[String: Int], Failure<A, B>>")
    XCTAssertEqual(result?.cases.map(\.name), ["success", "failure"])
    XCTAssertEqual(
      result?.cases.map { $0.payload.map(\.type) }, [["[String: Int]"], ["Failure<A, B>"]])
    XCTAssertNil(TypeCatalog.result("Result<OnlyOne>"))
    XCTAssertNil(TypeCatalog.result("Results<A, B>"))
  }

  func testAReducerWithoutAServiceShapeGetsNoServiceSuite() throws {
    let source = try SourceText.read(Fixtures.url("StateGraph/AuthService.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    XCTAssertEqual(report.suites.count, 1)
    XCTAssertNil(report.suites.first?.service)
  }
}
