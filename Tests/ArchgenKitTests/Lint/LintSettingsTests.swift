import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// The settings teams choose, read from `.archgen.yml`, and the environment's own type found in
/// another file than the one that uses it.
final class LintSettingsTests: XCTestCase {
  func testSettingsAreReadWithTheirDefaults() throws {
    let defaults = LintConfig.EnvironmentConfig()
    XCTAssertFalse(defaults.allowDefaultArguments)
    XCTAssertTrue(defaults.allowPreviews)
    XCTAssertEqual(defaults.allowedConditions, [])
    XCTAssertTrue(defaults.allowEnvironmentType)
    let text = """
      environment:
        names: [Current]
        mutators: ["set*"]
      lint:
        environment:
          allow_default_arguments: true
          allow_previews: false
          allowed_conditions: [DEBUG]
          allow_environment_type: false
        suppression_aliases:
          prohibit_environment_assignment: environment-mutation
      """
    let (config, warnings) = try ArchgenConfig.parse(text, file: ".archgen.yml")
    XCTAssertEqual(warnings, [])
    let environment = config.lint.environment
    XCTAssertEqual(environment.mutators, ["set*"])
    XCTAssertTrue(environment.allowDefaultArguments)
    XCTAssertFalse(environment.allowPreviews)
    XCTAssertEqual(environment.allowedConditions, ["DEBUG"])
    XCTAssertFalse(environment.allowEnvironmentType)
    XCTAssertEqual(
      config.lint.suppressionAliases, ["prohibit_environment_assignment": "environment-mutation"])
  }

  func testWrongTypesAreErrorsAtTheirLine() {
    for (text, message) in [
      (
        "lint:\n  environment:\n    names: 5\n",
        "'lint.environment.names' must be a list of strings"
      ),
      (
        "lint:\n  environment:\n    names: [true]\n",
        "'lint.environment.names' must be a list of strings"
      ),
      (
        "lint:\n  environment:\n    allow_previews: maybe\n",
        "'lint.environment.allow_previews' must be true or false"
      ),
      (
        "lint:\n  suppression_aliases:\n    a: [b]\n",
        "'lint.suppression_aliases.a' must be a string"
      ),
    ] {
      XCTAssertThrowsError(try ArchgenConfig.parse(text, file: "c.yml"), text) { error in
        let diagnostic = error as? Diagnostic
        XCTAssertEqual(diagnostic?.line, 3, text)
        XCTAssertTrue(
          diagnostic?.message.hasPrefix(message) ?? false, "\(String(describing: diagnostic))")
      }
    }
  }

  func testTheEnvironmentsOwnTypeIsExemptWhereverItIsDeclared() throws {
    let folder = try temporaryDirectory("settings").url
    try "public var Current: AppEnvironment { underlying }\n".write(
      to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try
      "extension AppEnvironment {\n  var now: Date { Current.date() }\n}\nstruct Other { let d = Current.date() }\n"
      .write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    var config = LintConfig()
    config.environment = .init(names: ["Current"])
    let exempt = Linter.run(LintOptions(paths: [folder.path], config: config))
    XCTAssertEqual(exempt.findings.map { "\($0.line):\($0.rule)" }, ["4:direct-environment-access"])
    config.environment.allowEnvironmentType = false
    let strict = Linter.run(LintOptions(paths: [folder.path], config: config))
    XCTAssertEqual(strict.findings.count, 2)
  }

  func testBaselineMatchesACopiedLineAsTheNewFinding() {
    let engine = FileLinter(config: LintConfig())
    let once = "struct S {\n  let a = CurrentEnvironment.env\n}\n"
    let twice =
      "struct S {\n  let a = CurrentEnvironment.env\n  let a = CurrentEnvironment.env\n}\n"
    let baseline = LintBaseline(findings: engine.lint(path: "S.swift", text: once))
    let reported = baseline.apply(to: engine.lint(path: "S.swift", text: twice))
    XCTAssertEqual(reported.map(\.line), [3])
  }
}
