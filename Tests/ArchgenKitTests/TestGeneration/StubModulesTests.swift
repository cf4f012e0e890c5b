import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32 (TestsCorpus5 M16): a stub is code of the test file, so the types it names (its
/// protocol, the types of the requirements) must be visible there. In an app split into Xcode
/// projects (Fixtures/TestGeneration/Imports/Projects) the service protocol and its result type
/// live in another project, whose module no manifest names: no import can be written, so the
/// tests get a placeholder for the service, not a stub that does not compile, and are not
/// complete.
final class StubModulesTests: XCTestCase {
  private let fixture = "TestGeneration/Imports/Projects"

  private func planned(_ framework: TestFramework) throws -> (TestReport, [ScaffoldPlan.File]) {
    let directory = try temporaryDirectory("stub-modules-\(framework.rawValue)").url
    let root = Fixtures.url(fixture).path
    let generation = try TestGenerator.plan(
      TestRequest(
        paths: [root + "/Feed", root + "/Catalogue"], outputDirectory: directory.path,
        framework: framework, module: "MyApp"))
    let files = generation.plan.files.map { file in
      var file = file
      file.contents = file.contents.replacingOccurrences(of: root, with: "Fixtures/\(fixture)")
      return file
    }
    return (generation.report, files)
  }

  func testAStubNamingAnotherProjectsTypesBecomesAPlaceholder() throws {
    for framework in TestFramework.allCases {
      let (report, files) = try planned(framework)
      let suite = try XCTUnwrap(report.suites.first { $0.machine == "FeedViewModel" })
      XCTAssertFalse(suite.tests.isEmpty)
      XCTAssertEqual(suite.stubs, [])
      XCTAssertTrue(suite.tests.allSatisfy { !$0.isComplete }, "\(suite.tests)")
      let contents = try XCTUnwrap(files.first?.contents)
      XCTAssertFalse(contents.contains("Stub"), contents)
      XCTAssertTrue(
        contents.contains(
          "<#CatalogueFetching (a stub of it names types declared outside the modules the"
            + " manifests name)#>"), contents)
      assertMatchTheirGoldens(files, framework)
    }
  }
}
