import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 23 items 3 and 4: bad environment names are located errors, and a nested `.archgen.yml`
/// extends its parent.
final class ConfigNamesAndNestingTests: XCTestCase {
  private func error(_ text: String) -> Diagnostic? {
    do throws(Diagnostic) {
      _ = try ArchgenConfig.parse(text, file: ".archgen.yml")
      return nil
    } catch {
      return error
    }
  }

  func testEmptyMalformedAndDottedNamesAreErrorsAtTheKey() throws {
    for (text, message) in [
      ("environment:\n  names: []\n", "'environment.names' is empty"),
      (
        "environment:\n  names: Current]\n",
        "'environment.names' has 'Current]', which is not a Swift name"
      ),
      (
        "environment:\n  names: [\"Current.api\"]\n",
        "for a member chain set 'environment.accessor'"
      ),
      ("lint:\n  environment:\n    names: []\n", "'lint.environment.names' is empty"),
      (
        "environment:\n  property_wrappers: [\"@Injected\"]\n",
        "'environment.property_wrappers' has"
      ),
    ] {
      let diagnostic = try XCTUnwrap(error(text), text)
      XCTAssertEqual(diagnostic.severity, .error, text)
      XCTAssertTrue(diagnostic.message.contains(message), diagnostic.message)
      XCTAssertEqual(diagnostic.file, ".archgen.yml")
      XCTAssertNotNil(diagnostic.line, text)
    }
    XCTAssertNil(error("environment:\n  names: [Current, _Type, Container2]\n  mutators: [set*]\n"))
  }

  func testBadNamesStopALintRunWithExitTwo() throws {
    let directory = try temporaryDirectory("names")
    try directory.write(".archgen.yml", "environment:\n  names: []\n")
    try directory.write("A.swift", "let a = Current.x\n")
    let output = try ArchgenBinary.run(["lint"], in: directory.url)
    XCTAssertEqual(output.status, 2, output.stderr)
    XCTAssertTrue(output.stderr.contains(".archgen.yml:2:10: error: "), output.stderr)
  }

  func testListsCanBeExtendedWithAPlusKey() throws {
    let text = "lint:\n  environment:\n    +allowed_types: [\"*Coordinator\"]\n"
    let (config, warnings) = try ArchgenConfig.parse(text, file: ".archgen.yml")
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(
      config.lint.environment.allowedTypes, ["*Builder", "*Assembly", "*Coordinator"])
  }

  func testANestedConfigExtendsItsParent() throws {
    let directory = try temporaryDirectory("nested")
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(
      ".archgen.yml",
      "environment:\n  names: [Current]\nlint:\n  excluded: [Generated]\n  environment:\n    allowed_paths: [Composition]\n"
    )
    try directory.write(
      "Feature/.archgen.yml",
      "lint:\n  environment:\n    +allowed_types: [\"*Coordinator\"]\n    allowed_paths: []\n")
    let text =
      "final class FeatureStore { let a = Current.api }\nfinal class FeatureCoordinator { let b = Current.api }\n"
    try directory.write("Feature/Store.swift", text)
    try directory.write("Feature/Generated/G.swift", text)
    try directory.write("Other/Store.swift", text)
    var options = LintOptions(paths: [directory.path], config: LintConfig())
    options.configLookup = true
    let result = Linter.run(options)
    XCTAssertEqual(result.diagnostics, [])
    // The child keeps the parent's names and excluded folders, adds a type, replaces a list.
    XCTAssertEqual(
      result.findings.map {
        "\(URL(fileURLWithPath: $0.file).pathComponents.suffix(2).joined(separator: "/")):\($0.line)"
      },
      ["Feature/Store.swift:1", "Other/Store.swift:1", "Other/Store.swift:2"])
    let child = try XCTUnwrap(
      result.effectiveConfigs.first { $0.path.hasSuffix("Feature/.archgen.yml") })
    XCTAssertEqual(child.extends.map { URL(fileURLWithPath: $0).lastPathComponent }, ".archgen.yml")
    XCTAssertEqual(child.config.environment.names, ["Current"])
    XCTAssertEqual(
      child.config.environment.allowedTypes, ["*Builder", "*Assembly", "*Coordinator"])
    XCTAssertEqual(child.config.environment.allowedPaths, [])
    XCTAssertEqual(child.config.excluded, ["Generated"])
  }

  func testVerbosePrintsTheEffectiveConfigOfEachFolder() throws {
    let directory = try temporaryDirectory("verbose")
    try directory.write(".archgen.yml", "environment:\n  names: [Current]\n")
    try directory.write(
      "Feature/.archgen.yml", "lint:\n  environment:\n    +allowed_types: [\"*Coordinator\"]\n")
    try directory.write("Feature/Store.swift", "struct Store { let a = Current.api }\n")
    let output = try ArchgenBinary.run(["lint", "--verbose", "--no-cache"], in: directory.url)
    XCTAssertTrue(
      output.stderr.contains("Feature/.archgen.yml, extending "), output.stderr)
    XCTAssertTrue(output.stderr.contains("  environment.names: [Current]"), output.stderr)
    XCTAssertTrue(
      output.stderr.contains(
        "  lint.environment.allowed_types: [*Builder, *Assembly, *Coordinator]"),
      output.stderr)
  }
}
