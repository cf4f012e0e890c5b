import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 24 item 3: every other callable form graph draws gets tests that call it the way the
/// code can be called (Fixtures/TestGeneration/Forms, type-checked on the stand-ins of
/// Actomaton, CombineFeedback, ReSwift and ReactorKit in Fixtures/StandIns).
final class CallableFormsTests: XCTestCase {
  private static let forms = [
    "ClosureReducers", "FeedbackCounter", "ActomatonJukebox", "RouteReducer", "TicketReactor",
    "CartViewModel", "TurnstileWorkflow", "VaultResolver", "ReaderStore", "PlaylistViewModel",
    "UploadSession", "SyncAgent",
  ]

  private func report(_ names: [String] = forms) throws -> TestReport {
    let sources = try names.map {
      try SourceText.read(Fixtures.url("TestGeneration/Forms/\($0).swift").path)
    }
    return TestGenerator.suites(sources: sources, options: GraphOptions(paths: []))
  }

  private func report(source text: String) -> TestReport {
    TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Form.swift", text: text)],
      options: GraphOptions(paths: []))
  }

  private func acts(_ report: TestReport, _ machine: String) throws -> [String: String] {
    let suite = try XCTUnwrap(report.suites.first { $0.machine == machine }, machine)
    return Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0.act) })
  }

  func testClosuresAreCalledThroughTheirPropertyOrFactory() throws {
    let report = try report()
    // `static let reduce: (Door, DoorEvent) -> Door = { state, event in ... }`
    XCTAssertEqual(
      try acts(report, "Doors")["closedPushGoesToOpen"], "state = Doors.reduce(state, .push)")
    // An instance's `let reduce: (inout Kettle, KettleEvent) -> Void`, the type built.
    XCTAssertEqual(
      try acts(report, "KettleLoop")["anySwitchOnGoesToHeating"],
      "KettleLoop().reduce(&state, .switchOn)")
    // `static func reducer() -> (Blind, BlindEvent) -> Blind`
    XCTAssertEqual(
      try acts(report, "Blinds")["anyLowerGoesToDown"], "state = Blinds.reducer()(state, .lower)")
    // CombineFeedback's `Reducer<State, Event>`, called as a function.
    XCTAssertEqual(
      try acts(report, "Stopwatch")["runningStopGoesToStopped"],
      "Stopwatch.reducer()(&state, .stop)")
    // Actomaton's `Reducer<Action, State, Void>`: `run(action, &state, environment)`.
    XCTAssertEqual(
      try acts(report, "Jukebox")["playingPauseGoesToPaused"],
      "_ = Jukebox.reducer.run(.pause, &state, ())")
    let stopwatch = try XCTUnwrap(report.suites.first { $0.machine == "Stopwatch" })
    XCTAssertEqual(stopwatch.stateType, "Stopwatch.State")
    let doors = try XCTUnwrap(report.suites.first { $0.machine == "Doors" })
    XCTAssertEqual(doors.stateType, "Door")
  }

  func testReSwiftActionsAreBuiltThroughTheirType() throws {
    let acts = try acts(report(), "routeReducer")
    XCTAssertEqual(
      acts["anyShowDetailGoesToDetail"],
      "state = routeReducer(action: ShowDetail(id: 0), state: state)")
    XCTAssertEqual(
      acts["anyGoBackGoesToList"], "state = routeReducer(action: GoBack(), state: state)")
    XCTAssertEqual(
      acts["anyLogoutGoesToSignedOut"],
      "state = routeReducer(action: Logout(everywhere: false), state: state)")
  }

  func testAnActionCastToTheReducersOwnEnumIsSentAsThatEnumsCase() throws {
    XCTAssertEqual(
      try acts(report(), "tabReducer")["anyDeselectGoesToNone"],
      "state = tabReducer(TabAction.deselect, state: state)")
  }

  func testAResolverGetsEventsBuiltAroundTheCaseItsCastTypeCarries() throws {
    let acts = try acts(report(), "Vault.Resolver")
    // `event as? HatchEvent`, then `switch hatchEvent.kind`: the case in a `HatchEvent`, through
    // its initializer (the defaulted `source:` left out); the next state is the result's member.
    XCTAssertEqual(
      acts["closedOpenGoesToOpen"],
      "state = Vault.Resolver().resolve(oldState: state, byApplying: HatchEvent(kind: .open))"
        + ".newState")
    // Another cast type in the same resolver, its other required value built.
    XCTAssertEqual(
      acts["lockedTripGoesToAlarmed"],
      "state = Vault.Resolver().resolve(oldState: state, byApplying: "
        + "SirenEvent(kind: .trip, silent: false)).newState")
    XCTAssertEqual(acts.count, 5)
  }

  func testACaseTwoCastTypesCarryGetsNoTest() throws {
    let report = report(
      source: """
        protocol Event {}
        struct Wrapped<S> { let newState: S }
        struct DoorEvent: Event { enum Kind { case reset, open }; let kind: Kind }
        struct AlarmEvent: Event { enum Kind { case reset }; let kind: Kind }
        enum Gate { case closed, open }
        struct GateResolver {
          func resolve(oldState: Gate, byApplying event: Event) -> Wrapped<Gate> {
            switch oldState {
            case .closed:
              if let door = event as? DoorEvent, case .open = door.kind {
                return Wrapped(newState: .open)
              }
              return Wrapped(newState: oldState)
            case .open:
              if let alarm = event as? AlarmEvent, case .reset = alarm.kind {
                return Wrapped(newState: .closed)
              }
              return Wrapped(newState: oldState)
            }
          }
        }
        """)
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "GateResolver" })
    XCTAssertEqual(suite.tests.map(\.name), ["closedOpenGoesToOpen"])
    XCTAssertEqual(suite.skipped.map(\.reason), [.unknownEvent])
    XCTAssertEqual(
      suite.tests.first?.act,
      "state = GateResolver().resolve(oldState: state, byApplying: DoorEvent(kind: .open))"
        + ".newState")
  }

  func testAReactorIsBuiltThroughItsInitializer() throws {
    XCTAssertEqual(
      try acts(report(), "TicketReactor")["rejectedReopenGoesToDraft"],
      "state = TicketReactor(title: \"\", priority: 0).reduce(state: state, mutation: .reopen)")
  }

  func testAReactorIsCalledEvenWhenItsFileImportsComposableArchitecture() throws {
    // A reactor may import composable-architecture for `@Dependency` alone: its
    // `reduce(state:mutation:) -> State` is still called, never driven through `TestStore`.
    let report = report(
      source: """
        import ComposableArchitecture
        import ReactorKit

        final class LampReactor: Reactor {
          enum Action { case tap }
          enum Mutation { case setLit(Bool) }
          struct State: Equatable { var isLit = false }
          let initialState = State()
          @Dependency(\\.date) var date

          func reduce(state: State, mutation: Mutation) -> State {
            var newState = state
            switch mutation {
            case .setLit(let isLit): newState.isLit = isLit
            }
            return newState
          }
        }
        """)
    XCTAssertEqual(
      try acts(report, "LampReactor")["anySetLitGoesToIsLit"],
      "state = LampReactor().reduce(state: state, mutation: .setLit(true))")
  }

  func testAReactorWhoseInitializerTakesAServiceDeclaredElsewhereNeedsAValue() throws {
    let report = report(
      source: """
        final class Reactor {
          enum Mutation { case open, close }
          enum State { case opened, closed }
          init(service: TicketService) {}
          func reduce(state: State, mutation: Mutation) -> State {
            switch mutation {
            case .open: return .opened
            case .close: return .closed
            }
          }
        }
        """)
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(
      suite.tests.first?.act,
      "state = Reactor(service: <#TicketService#>).reduce(state: state, mutation: .open)")
    XCTAssertFalse(suite.tests.contains(where: \.isComplete))
  }

  func testAWorkflowActionWithAContextIsAppliedThroughItsTester() throws {
    let report = try report(["TurnstileWorkflow"])
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(suite.imports, ["WorkflowTesting"])
    XCTAssertEqual(
      suite.tests.first?.act,
      "TurnstileWorkflow.Action.tester(withState: state).send(action: .coin).verifyState { state = $0 }"
    )
  }

  func testAViewModelIsBuiltGivenItsStateAndSent() throws {
    let suite = try XCTUnwrap(report().suites.first { $0.machine == "CartViewModel" })
    let checkout = try XCTUnwrap(suite.tests.first { $0.name == "filledCheckoutGoesToCheckingOut" })
    XCTAssertEqual(checkout.start, ".filled(items: 0)")
    XCTAssertEqual(
      checkout.path, ["let store = CartViewModel(currency: \"\")", "store.state = state"])
    XCTAssertEqual(checkout.act, "store.send(.checkout)\n    state = store.state")
    // The self-loop keeps `before` from the state the store starts in.
    let add = try XCTUnwrap(suite.tests.first { $0.name == "filledAddGoesToFilled" })
    XCTAssertTrue(add.assertsChange)
  }

  /// Issue 32 item 1: a store whose state only it sets (`private(set) var currentState`, seed
  /// 000's `dispatch(_:)`) is tested along the shortest path of actions from its initial state,
  /// each state on the way checked; a source no buildable path reaches gets no test, and says so.
  func testAStoreWhoseStateOnlyItSetsIsReachedByPathsFromItsInitialState() throws {
    let suite = try XCTUnwrap(report(["ReaderStore"]).suites.first)
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    let start = [
      "let store = ReaderStore()", "state = store.currentState",
      PathCheck.line(expecting: "idle", equality: true),
    ]
    let load = [
      "store.dispatch(.load)", "state = store.currentState",
      PathCheck.line(expecting: "loading", equality: true),
    ]
    let fromIdle = try XCTUnwrap(tests["idleLoadGoesToLoading"])
    XCTAssertEqual(fromIdle.start, ".idle")
    XCTAssertEqual(fromIdle.path, start)
    XCTAssertEqual(fromIdle.act, "store.dispatch(.load)\n    state = store.currentState")
    XCTAssertEqual(tests["loadingFailGoesToFailed"]?.path, start + load)
    XCTAssertEqual(
      tests["failedRetryGoesToLoading"]?.path,
      start + load + [
        "store.dispatch(.fail)", "state = store.currentState",
        PathCheck.line(expecting: "failed", equality: true),
      ])
    // A source with a payload is matched by its case on the way.
    XCTAssertEqual(
      tests["loadedCloseGoesToIdle"]?.path,
      start + load + [
        "store.dispatch(.finish(pages: 1))", "state = store.currentState",
        PathCheck.line(expecting: "loaded", equality: false),
      ])
    // `*` starts from a state other than the target that a path reaches.
    XCTAssertEqual(tests["anyResetGoesToIdle"]?.path, start + load)
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
    let reasons = Dictionary(
      suite.skipped.map { ($0.transition, $0.reason) }, uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(reasons["loaded --turn [pages > 1]--> reading"], .pathMissesGuard)
    XCTAssertEqual(reasons["reading --close--> idle"], .noPathToSource)
    XCTAssertEqual(suite.tests.count + suite.skipped.count, 8)
  }

  func testPathChecksAreWrittenInEachFrameworksWords() {
    let equal = PathCheck.line(expecting: "idle", equality: true)
    let match = PathCheck.line(expecting: "loaded", equality: false)
    XCTAssertEqual(
      PathCheck.render(equal, framework: .xctest),
      "XCTAssertEqual(state, .idle, \"on the path to the source\")")
    XCTAssertEqual(
      PathCheck.render(equal, framework: .swiftTesting),
      "#expect(state == .idle, \"on the path to the source\")")
    XCTAssertEqual(
      PathCheck.render(match, framework: .xctest),
      "guard case .loaded = state else { return XCTFail(\"expected .loaded on the path to the source, got \\(state)\") }"
    )
    XCTAssertEqual(
      PathCheck.render("store.dispatch(.load)", framework: .xctest), "store.dispatch(.load)")
  }

  /// A handler whose state its superclass declares (PhotoApp's `BaseViewModel<State, Action>`
  /// with `public var state: State`, `override func trigger(_:)`): the state is settable, and
  /// the reason "no state a test can set (…inherited)" was untrue.
  func testAStateTheSuperclassDeclaresIsSetThroughTheSubclass() throws {
    let report = report(
      source: """
        class BaseViewModel<State, Action> {
          var state: State
          init(state: State) { self.state = state }
          func trigger(_ action: Action) {}
        }
        final class CounterViewModel: BaseViewModel<CounterViewModel.State, CounterViewModel.Action> {
          enum State: Equatable { case idle, running }
          enum Action { case start, stop }
          init() { super.init(state: .idle) }
          override func trigger(_ action: Action) {
            switch action {
            case .start: state = .running
            case .stop: state = .idle
            }
          }
        }
        """)
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "CounterViewModel" })
    let start = try XCTUnwrap(suite.tests.first { $0.name == "anyStartGoesToRunning" })
    XCTAssertEqual(start.start, ".idle")
    XCTAssertEqual(start.path, ["let store = CounterViewModel()", "store.state = state"])
    XCTAssertEqual(start.act, "store.trigger(.start)\n    state = store.state")
    XCTAssertEqual(suite.tests.count, 2)
    XCTAssertTrue(report.skippedMachines.isEmpty)
  }

  func testFormsATestCannotReachGetNoTestAndSayWhy() throws {
    let report = report(
      source: """
        import Actomaton
        enum Light { case on, off }
        enum Flip { case flip }
        enum Lamp {
          private static let reduce: (Light, Flip) -> Light = { state, event in
            switch event { case .flip: return state == .on ? .off : .on }
          }
        }
        let system = System(reduce: { (state: Light, event: Flip) -> Light in
          switch event { case .flip: return .on }
        })
        enum Hall {
          static let reducer = Machine<Light, Flip> { state, event in
            switch event { case .flip: state = .off }
          }
        }
        @MainActor final class Switchboard {
          var state: Light = .off
          func send(_ action: Flip) {
            switch action { case .flip: state = .on }
          }
        }
        final class Panel {
          private var state: Light = .off
          func send(_ action: Flip) {
            switch action { case .flip: state = .on }
          }
        }
        """)
    let reasons = Dictionary(
      report.skippedMachines.map { ($0.machine, $0.reason) },
      uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(reasons["Lamp"], .notReachable)
    XCTAssertEqual(reasons["system"], .closureNotHeld)
    XCTAssertEqual(reasons["Panel"], .stateNotSettable)
    // A `@MainActor` type's handler is reached from tests isolated to the main actor.
    XCTAssertNil(reasons["Switchboard"])
    let switchboard = try XCTUnwrap(report.suites.first { $0.machine == "Switchboard" })
    XCTAssertTrue(switchboard.isMainActor)
    XCTAssertEqual(switchboard.tests.map(\.name), ["anyFlipGoesToOn"])
    XCTAssertTrue(
      report.suites.filter { $0.machine != "Switchboard" }.allSatisfy { $0.tests.isEmpty },
      "\(report.suites)")
  }

  func testFormTestsTypeCheckInBothFrameworks() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      for form in Self.forms {
        let fixture = "TestGeneration/Forms/\(form).swift"
        let (directory, files) = try plannedTestFiles(
          fixture, framework, folder: "forms-\(form)-\(framework.rawValue)")
        XCTAssertFalse(files.isEmpty, form)
        try assertCompleteAndTypeCheck(
          files, of: fixture, in: directory, standIns: standIns,
          what: "\(framework.rawValue) tests of \(form)")
      }
    }
  }
}
