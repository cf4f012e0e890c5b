import ArchgenKit
import XCTest

/// Every flavour's generated files match `Fixtures/Scaffold/Golden/<flavour>/` byte for byte.
final class ScaffoldGoldenTests: XCTestCase {
  func testEveryFlavourMatchesItsGoldenFiles() throws {
    for flavour in ScaffoldFlavour.all {
      let plan = try Scaffolder.plan(flavour.request(output: "Generated"))
      XCTAssertEqual(plan.files.count, flavour.kind == .scene ? 7 : 5, flavour.id)
      for file in plan.files {
        XCTAssertEqual(file.status, .create, file.path)
        let relative = String(file.path.dropFirst("Generated/".count))
        Golden.assertMatches(file.contents, fixture: "Scaffold/Golden/\(flavour.id)/\(relative)")
      }
    }
  }

  func testGeneratedFilesParseWithoutDiagnostics() throws {
    for flavour in ScaffoldFlavour.all {
      for file in try Scaffolder.plan(flavour.request()).files {
        let parsed = ParsedSource(path: file.path, text: file.contents)
        XCTAssertEqual(parsed.syntaxErrors, [], "\(flavour.id): \(file.path)")
      }
    }
  }
}
