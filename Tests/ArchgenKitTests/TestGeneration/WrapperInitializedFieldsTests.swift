import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// A stored field its wrapper's attribute initializes (`@Shared(.library) var library: Library`,
/// no `= value`) is a `Shared<Library>` parameter of the memberwise initializer, defaulted to the
/// attribute's: a test builds the state without passing it (Fixtures/TestGeneration/Features/
/// JukeboxFeature.swift); passing a bare `Library` would not compile.
final class WrapperInitializedFieldsTests: XCTestCase {
  private let fixture = "TestGeneration/Features/JukeboxFeature.swift"

  func testTheStateIsBuiltWithoutTheFieldItsWrapperInitializes() throws {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "JukeboxFeature" })
    XCTAssertEqual(suite.tests.map(\.name), ["play", "stop", "shuffleTapped"])
    XCTAssertEqual(
      Set(suite.tests.map(\.start)), ["JukeboxFeature.State(owner: \"\")"])
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  /// Only a wrapper attribute with arguments and no value initializes the field; a wrapper
  /// without arguments (`@BindingState`) takes the wrapped value, a value given (`= []`) is
  /// the default, and a macro beside the wrapper changes nothing.
  func testOnlyAWrapperAttributeWithArgumentsAndNoValueGivesTheField() {
    let catalog = TypeCatalog([
      TypeCatalog.Declarations(
        ParsedSource(
          path: "State.swift",
          text: """
            struct State {
              @Shared(.settings) var settings: Settings
              @ObservationIgnored @Dependency(\\.clock) var clock: any Clock<Duration>
              @BindingState var query: String
              @Shared(.list) var list: [Int] = []
              let title: String
            }
            """))
    ])
    XCTAssertEqual(
      catalog.structType(named: "State")?.required.map(\.label), ["query", "title"])
  }

  func testTheGoldenXCTestFile() throws {
    let files = try plannedTestFiles(fixture, .xctest, module: "Features", folder: "jukebox")
      .files
    XCTAssertEqual(files.count, 1)
    Golden.assertMatches(
      files[0].contents, fixture: "TestGeneration/Golden/JukeboxFeatureTests.xctest.swift")
  }

  func testTheTestsTypeCheckInBothFrameworks() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "wrapper-initialized-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of a state with a @Shared field")
    }
  }
}
