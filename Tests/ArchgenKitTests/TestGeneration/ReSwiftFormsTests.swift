import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32, ReSwift and closure reducers (Fixtures/TestGeneration/Forms/SessionReducers.swift):
/// a struct action matched by type writes a field of a struct state from what it carries
/// (`case let signIn as SignIn: state.user = signIn.name`), sent built through its initializer
/// with the value the test expects; a reducer closure held by a property whose type is ReSwift's
/// `Reducer<State>` or a function type the app names is called through that property.
final class ReSwiftFormsTests: XCTestCase {
  private let fixture = "TestGeneration/Forms/SessionReducers.swift"

  private func report() throws -> TestReport {
    let source = try SourceText.read(Fixtures.url(fixture).path)
    return TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
  }

  private func suite(_ machine: String) throws -> GeneratedSuite {
    try XCTUnwrap(try report().suites.first { $0.machine == machine }, machine)
  }

  func testStructActionsWriteTheFieldsTheyCarry() throws {
    let suite = try suite("sessionReducer")
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    XCTAssertEqual(suite.skipped.map(\.transition), [])
    // `case let signIn as SignIn: state.user = signIn.name`: from "" to what the action carries.
    let signIn = try XCTUnwrap(tests["anySignInGoesToUser"], "\(tests.keys.sorted())")
    XCTAssertEqual(
      signIn.act, "state = sessionReducer(action: SignIn(name: \"x\"), state: state)")
    XCTAssertEqual(signIn.expected, "\"x\"")
    // An enum the action carries: sent as one case from a start at another.
    XCTAssertEqual(
      tests["anyPickThemeGoesToTheme"]?.act,
      "state = sessionReducer(action: PickTheme(theme: .light), state: state)")
    // `if let counted = action as? CountUnread { state.unread = counted.count }`.
    XCTAssertEqual(
      tests["anyCountUnreadGoesToUnread"]?.act,
      "state = sessionReducer(action: CountUnread(count: 1), state: state)")
    XCTAssertEqual(suite.tests.count, 4)
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  func testAClosureHeldThroughATypeAliasIsCalledThroughItsProperty() throws {
    // ReSwift's `Reducer<Badge>`: `(Action, Badge?) -> Badge`, actions matched by type.
    let badge = try suite("badgeReducer")
    XCTAssertEqual(badge.stateType, "Badge")
    XCTAssertEqual(
      badge.tests.map(\.act),
      [
        "state = badgeReducer(ShowBadge(count: 0), state)",
        "state = badgeReducer(HideBadge(), state)",
      ])
    // `typealias DrawerReducer = (Drawer, DrawerAction) -> Drawer?`: nil keeps the state.
    let drawer = try suite("drawerReducer")
    XCTAssertEqual(drawer.stateType, "Drawer")
    XCTAssertEqual(
      drawer.tests.first { $0.name == "openPinGoesToPinned" }?.act,
      "state = drawerReducer(state, .pin) ?? state")
    XCTAssertEqual(drawer.tests.count, 3)
    XCTAssertTrue((badge.tests + drawer.tests).allSatisfy(\.isComplete))
  }

  func testSessionReducersMatchTheirGoldensAndTypeCheck() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let goldens = try plannedTestFiles(
        fixture, framework, module: "Forms", folder: "reswift-golden-\(framework.rawValue)")
      XCTAssertEqual(goldens.files.count, 3)
      assertMatchTheirGoldens(goldens.files, framework)
      // Type-checked with the fixture compiled as the module `MyApp`.
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "reswift-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of SessionReducers")
    }
  }
}
