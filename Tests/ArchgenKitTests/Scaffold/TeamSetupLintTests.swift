import ArchgenKit
import ArchgenTestSupport
import XCTest

/// One environment setting for scaffolding and lint: what a team's config generates, lint with the
/// same config accepts; and the old `lint.environment` keys still work, with a deprecation warning.
final class TeamSetupLintTests: XCTestCase {
  func testEveryFlavourGeneratedForTheTeamLintsCleanWithTheSameConfig() throws {
    let (config, warnings) = try ArchgenConfig.parse(TeamSetup.config, file: ".archgen.yml")
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(config.lint.environment.names, ["Current"])
    for flavour in ScaffoldFlavour.team {
      let directory = try temporaryDirectory("team-lint-\(flavour.id)").url
      for file in try Scaffolder.plan(flavour.request(output: directory.path)).files {
        try FileSystem.writeAtomically(file.contents, to: file.path)
      }
      let clean = Linter.run(LintOptions(paths: [directory.path], config: config.lint))
      XCTAssertEqual(clean.diagnostics, [], flavour.id)
      XCTAssertEqual(clean.findings.map(\.message), [], flavour.id)
      XCTAssertGreaterThan(clean.filesLinted, 4, flavour.id)
      // The same lint sees the team's environment: a read outside a Builder is reported.
      try FileSystem.writeAtomically(
        "enum Leak {\n  static func auth() -> Any { Current.auth }\n}\n",
        to: directory.appendingPathComponent("Leak.swift").path)
      let leak = Linter.run(LintOptions(paths: [directory.path], config: config.lint))
      XCTAssertEqual(leak.findings.map(\.rule), ["direct-environment-access"], flavour.id)
    }
  }

  func testTheEnvironmentSectionDecidesLintsNamesMutatorsAndAccessors() throws {
    let text = """
      environment:
        accessor: AppEnvironment.shared
        mutators: [setShared]
      """
    let lint = try ArchgenConfig.parse(text, file: "a.yml").config.lint.environment
    XCTAssertEqual(lint.names, ["AppEnvironment"])
    XCTAssertEqual(lint.mutators, ["setShared"])
    XCTAssertTrue(lint.accessors.contains("shared"))
    XCTAssertEqual(
      try ArchgenConfig.parse("environment:\n  names: [Current, World]\n", file: "a.yml").config
        .lint.environment.names, ["Current", "World"])
  }

  func testTheOldLintEnvironmentKeysStillWorkWithADeprecationWarning() throws {
    let text = """
      lint:
        environment:
          names: [Current]
          mutators: [install]
          allowed_types: ["*Factory"]
      """
    let (config, warnings) = try ArchgenConfig.parse(text, file: "a.yml")
    XCTAssertEqual(config.lint.environment.names, ["Current"])
    XCTAssertEqual(config.lint.environment.mutators, ["install"])
    XCTAssertEqual(config.lint.environment.allowedTypes, ["*Factory"])
    XCTAssertEqual(
      warnings.map(\.description),
      [
        "a.yml:3:5: warning: 'lint.environment.names' is deprecated and will be removed in the next "
          + "release: use 'environment.names' (top level), which lint and scaffolding both read",
        "a.yml:4:5: warning: 'lint.environment.mutators' is deprecated and will be removed in the "
          + "next release: use 'environment.mutators' (top level), which lint and scaffolding both "
          + "read",
      ])
  }
}
