import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// Issue 32 (TestsCorpus4): a composable-architecture feature whose state is not `Equatable`
/// cannot be a `TestStore`'s (it needs `State: Equatable`), so its tests run the reducer and
/// compare fields; a child that `ifLet` runs only while its state is there starts built.
final class StoreStatesTests: XCTestCase {
  private func suite(_ fixture: String, _ machine: String) throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == machine })
  }

  private let lineup = "TestGeneration/Features/LineupFeature.swift"
  private let guide = "TestGeneration/Features/GuideFeature.swift"

  func testAStateThatIsNotEquatableRunsTheReducerAndComparesFields() throws {
    let suite = try suite(lineup, "LineupFeature")
    XCTAssertTrue(suite.reducesDirectly)
    let day = try XCTUnwrap(suite.tests.first { $0.name == "dayTapped" })
    XCTAssertEqual(day.path, ["state.sectionToScroll = nil"])
    XCTAssertEqual(day.act, ".dayTapped(1)")
    XCTAssertEqual(day.assertions, ["$0.sectionToScroll = 1"])
    // The effect is not run: nothing is received.
    let appeared = try XCTUnwrap(suite.tests.first { $0.name == "appeared" })
    XCTAssertEqual(appeared.assertions, ["$0.isLoading = true"])
    XCTAssertEqual(appeared.received, [])
    // `banner` is an enum that is not Equatable: only `isLoading` is compared.
    let banner = try XCTUnwrap(suite.tests.first { $0.name == "bannerShown" })
    XCTAssertEqual(banner.assertions, ["$0.isLoading = false"])
    XCTAssertFalse(banner.exhaustive)
  }

  func testAStateMadeEquatableByAnExtensionKeepsTheTestStore() throws {
    XCTAssertFalse(try suite(lineup, "StageFeature").reducesDirectly)
    XCTAssertFalse(try suite(guide, "GuideFeature").reducesDirectly)
  }

  func testTheDirectAssertionsOfEachFramework() {
    XCTAssertEqual(
      DirectReduceAssertion.render("$0.tabIndex = 1", framework: .xctest),
      "XCTAssertEqual(state.tabIndex, 1)")
    XCTAssertEqual(
      DirectReduceAssertion.render("$0.tabIndex = 1", framework: .swiftTesting),
      "#expect(state.tabIndex == 1)")
    XCTAssertEqual(
      DirectReduceAssertion.render("$0.banner = nil", framework: .xctest),
      "XCTAssertNil(state.banner)")
    XCTAssertEqual(
      DirectReduceAssertion.render("$0.acts = []", framework: .swiftTesting),
      "#expect(state.acts.isEmpty)")
  }

  func testAChildActionOfAnIfLetStartsWithTheChildBuilt() throws {
    let suite = try suite(guide, "GuideFeature")
    let finished = try XCTUnwrap(suite.tests.first { $0.act == ".tour(.finished)" })
    XCTAssertTrue(finished.path.contains("state.tour = TourFeature.State()"), "\(finished.path)")
    XCTAssertEqual(finished.assertions, ["$0.isSheetShown = false"])
    XCTAssertTrue(finished.isComplete)
  }

  func testGeneratedFilesMatchTheirGoldens() throws {
    for framework in TestFramework.allCases {
      for fixture in [lineup, guide] {
        let files = try plannedTestFiles(fixture, framework, folder: "store-states").files
        assertMatchTheirGoldens(files, framework)
      }
    }
  }

  func testTheTestsTypeCheckAgainstTheStandIn() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      for fixture in [lineup, guide] {
        let (directory, files) = try plannedTestFiles(
          fixture, framework, folder: "store-states-\(framework.rawValue)")
        try assertCompleteAndTypeCheck(
          files, of: fixture, in: directory, standIns: standIns,
          what: "\(framework.rawValue) tests of \(fixture)")
      }
    }
  }
}
