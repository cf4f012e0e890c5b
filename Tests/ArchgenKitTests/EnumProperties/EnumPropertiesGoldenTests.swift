import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

final class EnumPropertiesGoldenTests: XCTestCase {
  func testEveryFixtureMatchesItsGolden() {
    XCTAssertGreaterThanOrEqual(EnumPropertiesFixtures.sources.count, 12)
    for source in EnumPropertiesFixtures.sources {
      let (text, diagnostics) = EnumPropertiesFixtures.generate(source)
      XCTAssertFalse(diagnostics.hasErrors, "\(source.lastPathComponent): \(diagnostics)")
      Golden.assertMatches(text, at: EnumPropertiesFixtures.golden(for: source))
    }
  }

  func testEveryGoldenHasAFixture() throws {
    let goldens = try FileManager.default.contentsOfDirectory(
      atPath: EnumPropertiesFixtures.goldenDirectory.path
    ).filter { $0.hasSuffix(".swift") }
    let expected = EnumPropertiesFixtures.sources.map {
      EnumPropertiesFixtures.golden(for: $0).lastPathComponent
    }
    XCTAssertEqual(goldens.sorted(), expected.sorted())
  }

  func testGoldensParseWithoutDiagnostics() throws {
    for source in EnumPropertiesFixtures.sources {
      let golden = EnumPropertiesFixtures.golden(for: source)
      let text = try String(contentsOf: golden, encoding: .utf8)
      XCTAssertEqual(ParsedSource(path: golden.path, text: text).syntaxErrors, [], golden.path)
    }
  }

  func testFixtureWarnings() {
    func warnings(_ name: String) -> [String] {
      EnumPropertiesFixtures.generate(EnumPropertiesFixtures.directory.appendingPathComponent(name))
        .diagnostics.map { enumPropsShortDescription($0) }
    }
    XCTAssertEqual(
      warnings("ExistingMember.swift"),
      [
        "ExistingMember.swift:4:8: warning: 'isReady' is already declared by Connection; "
          + "not generated",
        "ExistingMember.swift:5:8: warning: 'busy' is already declared by Connection; "
          + "not generated",
      ])
    XCTAssertEqual(
      warnings("Overloaded.swift"),
      [
        "Overloaded.swift:5:8: warning: case 'move' is overloaded in Gesture; no properties are "
          + "generated for it"
      ])
    XCTAssertEqual(
      warnings("Access.swift"),
      [
        "Access.swift:35:18: warning: enum 'FilePrivateMode' is fileprivate and cannot be "
          + "extended from another file; skipped",
        "Access.swift:41:16: warning: enum 'PrivateHost.Hidden' is private and cannot be "
          + "extended from another file; skipped",
      ])
  }
}

/// `File.swift:line:col: severity: message`, without the fixture directory.
func enumPropsShortDescription(_ diagnostic: Diagnostic) -> String {
  var copy = diagnostic
  copy.file = diagnostic.file.map { URL(fileURLWithPath: $0).lastPathComponent }
  return copy.description
}
