import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// An app-made Redux (issue 32 item 4): reducer closures typed by the app's own generic alias
/// (`Reduction<State>`) over actions that are types matched with `as` get a test per action
/// type, built with its initializer; and in an app whose framework targets no manifest names, a
/// test imports the module of the folder that declares a type it builds.
final class AppMadeReduxTests: XCTestCase {
  private let fixture = "TestGeneration/Forms/BeaconRedux.swift"

  func testItsTestsMatchTheirGoldens() throws {
    for framework in TestFramework.allCases {
      let files = try plannedTestFiles(
        fixture, framework, folder: "redux-\(framework.rawValue)"
      ).files
      XCTAssertEqual(files.count, 1)
      assertMatchTheirGoldens(files, framework)
    }
  }

  func testItsTestsTypeCheckInBothFrameworks() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "redux-check-\(framework.rawValue)")
      XCTAssertFalse(files.isEmpty)
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of BeaconRedux")
    }
  }

  func testAGenericAliasGivesTheStateAndEventTypes() throws {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    XCTAssertTrue(report.skippedMachines.isEmpty, "\(report.skippedMachines)")
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "beaconReducer" })
    XCTAssertEqual(suite.stateType, "BeaconState")
    XCTAssertEqual(
      suite.tests.map(\.act).map {
        $0.contains("ScanStarted(range:") || $0.contains("ScanPaused()")
      },
      [true, true, true])
  }

  func testATypeOfAnotherFrameworksFolderIsImportedFromIt() throws {
    let reducer = """
      import Foundation
      import PadCore

      protocol PadAction {}
      typealias Reduction<State> = (_ state: State, _ action: PadAction) -> State
      struct Failed: PadAction { let fault: Fault }
      struct PadState: Equatable { var fault: Fault? }
      let padReducer: Reduction<PadState> = { state, action in
        var state = state
        switch action {
        case let failed as Failed:
          state.fault = failed.fault
        default:
          break
        }
        return state
      }
      """
    let core = """
      struct Fault: Equatable {
        var code = 0
      }
      """
    let report = TestGenerator.suites(
      sources: [
        SourceText(path: "Pad/Frameworks/PadRedux/PadReducer.swift", text: reducer),
        SourceText(path: "Pad/Frameworks/PadCore/Fault.swift", text: core),
      ], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "padReducer" })
    XCTAssertTrue(suite.tests.contains { $0.act.contains("Failed(fault: Fault())") })
    XCTAssertEqual(suite.testableImports, ["PadCore"])
  }
}
