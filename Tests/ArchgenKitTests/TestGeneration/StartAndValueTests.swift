import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// A test's start survives what runs before its event, and what it sends is a value: Metronome's
/// initializer calls its own `start()`, so a path starts from `.ticking`; PlusFeature's write
/// after an `if` that returns starts where that `if`'s condition is false, and its failable
/// `Offer` is sent as the value the files declare.
final class StartAndValueTests: XCTestCase {
  private static let fixtures = [
    "TestGeneration/Forms/Metronome.swift", "TestGeneration/Features/PlusFeature.swift",
  ]

  private func suite(_ index: Int, _ machine: String) throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(Self.fixtures[index]).path)],
      options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == machine }, machine)
  }

  func testTheirTestsMatchTheirGoldens() throws {
    try assertOneFileEachMatchingItsGolden(Self.fixtures, folder: "start")
  }

  func testTheirTestsTypeCheckInBothFrameworks() throws {
    try assertCompleteAndTypeCheck(Self.fixtures, folder: "start")
  }

  func testAnInitializerCallingAnEventStartsWhereThatEventLeadsFromTheDeclaredValue() throws {
    let suite = try suite(0, "Metronome")
    let start = try XCTUnwrap(suite.tests.first { $0.act.contains("start()") })
    XCTAssertEqual(
      start.path,
      [
        "let store = Metronome(beatsPerMinute: 0)", "state = store.state",
        "// archgen-path: state == .ticking", "store.stop()", "state = store.state",
        "// archgen-path: state == .silent",
      ])
  }

  /// `if !state.hasPlus { …; return }` then `state.isSyncing = on`: started with `hasPlus`
  /// false, the write never runs and the test fails on correct code.
  func testAWriteAfterAnIfThatReturnsStartsWhereItsConditionIsFalse() throws {
    let suite = try suite(1, "PlusFeature")
    let syncing = try XCTUnwrap(suite.tests.first { $0.assertions == ["$0.isSyncing = true"] })
    XCTAssertTrue(syncing.path.contains("state.hasPlus = true"), "\(syncing.path)")
    let paywall = try XCTUnwrap(suite.tests.first { $0.assertions == ["$0.showsPaywall = true"] })
    XCTAssertTrue(paywall.path.contains("state.hasPlus = false"), "\(paywall.path)")
    let offer = try XCTUnwrap(suite.tests.first { $0.act.contains("offerLoaded") })
    XCTAssertEqual(offer.act, ".offerLoaded(.monthly)")
  }

  private static let board = """
    import ComposableArchitecture
    struct RateClient { var ask: () -> Void }
    extension RateClient: DependencyKey { static let liveValue = RateClient(ask: {}) }
    extension DependencyValues {
      var rate: RateClient {
        get { self[RateClient.self] }
        set { self[RateClient.self] = newValue }
      }
    }
    @Reducer
    struct Board {
      @ObservableState
      struct State: Equatable {
        var menu: Menu.State?
        var ended = false
      }
      enum Action { case menu(Menu.Action), rated }
      @Dependency(\\.rate) var rate
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .menu(.confirm(.yes)):
            state.ended = true
            return .send(.rated)
          case .menu:
            return .none
          case .rated:
            rate.ask()
            return .none
          }
        }
        .ifLet(\\.menu, action: \\.menu) { Menu() }
      }
    }
    @Reducer
    struct Menu {
      @ObservableState
      struct State: Equatable { var confirm: Confirm.State? }
      enum Action { case confirm(Confirm.Action) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.ifLet(\\.confirm, action: \\.confirm) { Confirm() }
      }
    }
    @Reducer
    struct Confirm {
      struct State: Equatable { var asked = false }
      enum Action { case yes }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }
    """

  private func boardTest() throws -> GeneratedTest {
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Board.swift", text: Self.board)],
      options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "Board" })
    return try XCTUnwrap(suite.tests.first { $0.assertions.contains("$0.ended = true") })
  }

  /// `.menu(.confirm(.yes))` goes through Menu's own `ifLet(\.confirm)`: sent while Menu's
  /// `confirm` is nil, the library reports a failure whatever the reducer does.
  func testAnActionForAChildsOwnChildStartsWithBothBuilt() throws {
    XCTAssertEqual(
      try boardTest().path.prefix(2),
      ["state.menu = Menu.State()", "state.menu?.confirm = Confirm.State()"])
  }

  /// The action sent back (`.rated`) writes no state, so graph draws no transition for it; the
  /// store runs it all the same, and it reads `rate`, which has only a `liveValue`.
  func testADependencyReadByAReceivedActionThatWritesNothingIsOverridden() throws {
    XCTAssertTrue(try boardTest().overrides.contains("$0.rate = <#rate#>"))
  }
}
