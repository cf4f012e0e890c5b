import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// What the suites that check a fixture's generated tests share: plan them, compare them with
/// their goldens, write them and type-check them against the stand-ins.
extension XCTestCase {
  /// The test files `archgen tests` plans for `fixture` (a path under `Fixtures/`), into a fresh
  /// temporary folder named after `folder`. The fixture's path is given as a user in the
  /// repository would give it, as the generated header names it.
  func plannedTestFiles(
    _ fixture: String, _ framework: TestFramework, module: String = "MyApp", folder: String
  ) throws -> (directory: URL, files: [ScaffoldPlan.File]) {
    let directory = try temporaryDirectory(folder).url
    let source = SourceText(
      path: "Fixtures/\(fixture)",
      text: try String(contentsOf: Fixtures.url(fixture), encoding: .utf8))
    let generation = try TestGenerator.plan(
      sources: [source],
      request: TestRequest(
        paths: [], outputDirectory: directory.path, framework: framework, module: module))
    return (directory, generation.plan.files)
  }

  /// Each file against its golden `TestGeneration/Golden/<file name>.<framework>.swift`.
  func assertMatchTheirGoldens(_ files: [ScaffoldPlan.File], _ framework: TestFramework) {
    for file in files {
      let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
      Golden.assertMatches(
        file.contents, fixture: "TestGeneration/Golden/\(name).\(framework.rawValue).swift")
    }
  }

  /// Checks that no test needs a value, writes the files into `directory` and type-checks them
  /// against the stand-ins, with `fixture` compiled as the module `MyApp`.
  func assertCompleteAndTypeCheck(
    _ files: [ScaffoldPlan.File], of fixture: String, in directory: URL,
    standIns: StandIns.Built, what: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for planned in files {
      XCTAssertFalse(planned.contents.contains("<#"), planned.path, file: file, line: line)
      try FileSystem.writeAtomically(planned.contents, to: planned.path)
    }
    try standIns.typeCheck(
      generated: files.map(\.path), importing: Fixtures.url(fixture).path, in: directory,
      what: what, file: file, line: line)
  }

  /// For each framework and each of `fixtures`: one planned test file, matching its golden.
  func assertOneFileEachMatchingItsGolden(_ fixtures: [String], folder: String) throws {
    for framework in TestFramework.allCases {
      for fixture in fixtures {
        let name = URL(fileURLWithPath: fixture).deletingPathExtension().lastPathComponent
        let files = try plannedTestFiles(
          fixture, framework, folder: "\(folder)-\(name)-\(framework.rawValue)"
        ).files
        XCTAssertEqual(files.count, 1, fixture)
        assertMatchTheirGoldens(files, framework)
      }
    }
  }

  /// For each framework and each of `fixtures`: tests planned, complete, and type-checked
  /// against the stand-ins.
  func assertCompleteAndTypeCheck(_ fixtures: [String], folder: String) throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      for fixture in fixtures {
        let name = URL(fileURLWithPath: fixture).deletingPathExtension().lastPathComponent
        let (directory, files) = try plannedTestFiles(
          fixture, framework, folder: "\(folder)-check-\(name)-\(framework.rawValue)")
        XCTAssertFalse(files.isEmpty, fixture)
        try assertCompleteAndTypeCheck(
          files, of: fixture, in: directory, standIns: standIns,
          what: "\(framework.rawValue) tests of \(name)")
      }
    }
  }
}
