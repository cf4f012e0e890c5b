import ArchgenKit
import ArchgenTestSupport
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

/// The template context is API for template authors: pin it.
final class ScaffoldContextGoldenTests: XCTestCase {
  func testContextOfASceneAndAServiceArePinned() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    for flavour in ScaffoldFlavour.all
    where ["scene-rxswift-uikit", "service-combine"].contains(flavour.id) {
      let context = try Scaffolder.context(for: flavour.request())
      let json = String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
      Golden.assertMatches(json, fixture: "Scaffold/Golden/context-\(flavour.kind.rawValue).json")
    }
  }
}
