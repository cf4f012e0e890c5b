import ArchgenKit
import ArchgenTestSupport
import XCTest

final class ArchgenConfigTests: XCTestCase {
  func testEmptyConfigGivesDefaults() throws {
    let (config, warnings) = try ArchgenConfig.parse("", file: ".archgen.yml")
    XCTAssertEqual(config, ArchgenConfig())
    XCTAssertEqual(warnings, [])
  }

  func testReadsEverySection() throws {
    let text = """
      scaffold:
        output: Sources
        tests_output: Tests
        reactive: combine
        ui: swiftui
        project: Shop
      enum_props:
        prefix: has
        setters: true
      graph:
        functions: [resolve, step]
      environment:
        names: Current
      lint:
        excluded: ["Legacy/**"]
        rules:
          impure-reducer:
            enabled: true
            severity: error
      """
    let (config, warnings) = try ArchgenConfig.parse(text, file: "a.yml")
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(config.scaffold.output, "Sources")
    XCTAssertEqual(config.scaffold.testsOutput, "Tests")
    XCTAssertEqual(config.scaffold.reactive, .combine)
    XCTAssertEqual(config.scaffold.ui, .swiftui)
    XCTAssertEqual(config.scaffold.project, "Shop")
    XCTAssertEqual(config.enumProps.prefix, "has")
    XCTAssertEqual(config.enumProps.setters, true)
    XCTAssertEqual(config.graph.functions, ["resolve", "step"])
    XCTAssertEqual(config.lint.excluded, ["Legacy/**"])
    XCTAssertEqual(config.lint.environment.names, ["Current"])
    XCTAssertEqual(config.lint.rules["impure-reducer"]?.enabled, true)
    XCTAssertEqual(config.lint.rules["impure-reducer"]?.severity, .error)
  }

  func testUnknownKeysAreWarningsWithTheirKeyPath() throws {
    let text = "colour: red\nlint:\n  environment:\n    nmes: [X]\n"
    let (_, warnings) = try ArchgenConfig.parse(text, file: "a.yml")
    XCTAssertEqual(
      warnings.map(\.description),
      [
        "a.yml:4:5: warning: unknown key 'lint.environment.nmes'",
        "a.yml:1:1: warning: unknown key 'colour'",
      ])
  }

  func testBadValuesAreErrorsNamingFileAndKey() {
    let cases: [(String, String)] = [
      (
        "scaffold:\n  reactive: rx\n",
        "a.yml:2:13: error: 'scaffold.reactive' has invalid value 'rx'; expected one of: rxswift, combine"
      ),
      (
        "enum_props:\n  setters: maybe\n",
        "a.yml:2:12: error: 'enum_props.setters' must be true or false"
      ),
      ("scaffold: [1, 2]\n", "a.yml:1:11: error: 'scaffold' must be a mapping"),
      (
        "graph:\n  functions: {a: 1}\n",
        "a.yml:2:14: error: 'graph.functions' must be a list of strings"
      ),
      ("scaffold:\n  output: [\n", "a.yml"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try ArchgenConfig.parse(text, file: "a.yml"), text) { error in
        XCTAssertTrue("\(error)".hasPrefix(expected), "\(text) gave \(error)")
      }
    }
  }

  func testTheFileInitWritesWithNothingFoundIsValidAndHoldsTheDefaults() throws {
    let empty = try temporaryDirectory("init").url
    let text = ProposedConfigFile.render(ProjectSurvey.survey(root: empty.path).proposal)
    let (config, warnings) = try ArchgenConfig.parse(text, file: ".archgen.yml")
    XCTAssertEqual(warnings, [])
    let defaults = ArchgenConfig()
    XCTAssertEqual(config.lint, defaults.lint)
    XCTAssertEqual(config.graph, defaults.graph)
    XCTAssertEqual(config.enumProps, defaults.enumProps)
    XCTAssertEqual(config.environment.accessor, defaults.environment.accessor)
    XCTAssertEqual(config.scaffold.reactive, defaults.scaffold.reactive)
    XCTAssertEqual(config.scaffold.ui, defaults.scaffold.ui)
  }

  func testLoaderWalksUpFromTheWorkingDirectory() throws {
    let root = try temporaryDirectory("config").url
    let nested = root.appendingPathComponent("a/b")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileSystem.writeAtomically(
      "scaffold:\n  ui: swiftui\n", to: root.appendingPathComponent(".archgen.yml").path)
    let loaded = try ConfigLoader.load(explicitPath: nil, workingDirectory: nested.path)
    XCTAssertEqual(loaded.config.scaffold.ui, .swiftui)
    XCTAssertEqual(
      loaded.path, root.appendingPathComponent(".archgen.yml").standardizedFileURL.path)
    XCTAssertThrowsError(
      try ConfigLoader.load(
        explicitPath: nested.appendingPathComponent("missing.yml").path,
        workingDirectory: nested.path))
  }
}
