import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// The tests written for the forms this round reached match their goldens and type-check against
/// the fixture in both frameworks: a guard that returns through a failing helper, methods beside
/// a handler's cases (Handshake), arguments a reducer never reads (AwningReducer) and a generic
/// enum state (RecipesViewModel).
final class ReachFormsGoldenTests: XCTestCase {
  private static let forms = ["Handshake", "AwningReducer", "RecipesViewModel"]

  func testReachedFormsMatchTheirGoldens() throws {
    for framework in TestFramework.allCases {
      for form in Self.forms {
        let files = try plannedTestFiles(
          "TestGeneration/Forms/\(form).swift", framework, module: "Forms",
          folder: "reach-\(form)-\(framework.rawValue)"
        ).files
        XCTAssertEqual(files.count, 1, form)
        assertMatchTheirGoldens(files, framework)
      }
    }
  }

  func testReachedFormsTypeCheckInBothFrameworks() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      for form in Self.forms {
        let fixture = "TestGeneration/Forms/\(form).swift"
        let (directory, files) = try plannedTestFiles(
          fixture, framework, folder: "reach-check-\(form)-\(framework.rawValue)")
        XCTAssertFalse(files.isEmpty, form)
        try assertCompleteAndTypeCheck(
          files, of: fixture, in: directory, standIns: standIns,
          what: "\(framework.rawValue) tests of \(form)")
      }
    }
  }
}
