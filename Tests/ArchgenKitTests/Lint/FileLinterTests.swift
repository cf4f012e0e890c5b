import XCTest

@testable import ArchgenKit

final class FileLinterTests: XCTestCase {
  private func lint(
    _ text: String, path: String = "App/Store.swift", config: LintConfig = LintConfig()
  )
    -> [String]
  {
    FileLinter(config: config).lint(path: path, text: text).sorted(by: LintFinding.ordered).map {
      "\($0.line):\($0.column) \($0.rule) \($0.severity.rawValue)"
    }
  }

  /// `\r\n` is one Character: lines are split on the newline byte, so the code recorded with a
  /// finding (what a baseline matches) is its own line's in a Windows-style file too.
  func testFindingsInACRLFFileRecordTheirOwnLine() {
    let text = "struct Store {\r\n  let a = CurrentEnvironment.env\r\n}\r\n"
    let found = FileLinter(config: LintConfig()).lint(path: "App/Store.swift", text: text)
    XCTAssertEqual(found.map { "\($0.line):\($0.column)" }, ["2:11"])
    XCTAssertEqual(found.map(\.code), ["let a = CurrentEnvironment.env"])
  }

  func testInvalidSwiftIsReportedAsLocatedSyntaxErrors() {
    let found = lint("struct Store {\n  func f( {\n    CurrentEnvironment.env\n}\n")
    XCTAssertFalse(found.isEmpty)
    XCTAssertTrue(found.allSatisfy { $0.contains("syntax-error error") }, "\(found)")
  }

  func testPerRuleSeverityExcludedAndEnabled() {
    let text = "struct Store { let a = CurrentEnvironment.env }"
    var config = LintConfig()
    var settings = LintConfig.RuleConfig()
    settings.severity = .warning
    config.rules[DirectEnvironmentAccessRule.id] = settings
    XCTAssertEqual(lint(text, config: config), ["1:24 direct-environment-access warning"])
    settings.excluded = ["Legacy/**"]
    config.rules[DirectEnvironmentAccessRule.id] = settings
    XCTAssertEqual(lint(text, path: "App/Legacy/Store.swift", config: config), [])
    settings.enabled = false
    config.rules[DirectEnvironmentAccessRule.id] = settings
    XCTAssertEqual(lint(text, config: config), [])
  }

  func testConfiguredAllowedTypesAndPaths() {
    let text = "struct LoginFactory { let a = CurrentEnvironment.env }"
    var config = LintConfig()
    XCTAssertEqual(lint(text, config: config).count, 1)
    config.environment.allowedTypes = ["*Factory"]
    XCTAssertEqual(lint(text, config: config), [])
    config.environment.allowedTypes = []
    config.environment.allowedPaths = ["Composition/**"]
    XCTAssertEqual(lint(text, path: "App/Composition/Root.swift", config: config), [])
  }

  func testSuppressionRegionsAndAll() {
    let text = """
      struct Store {
        // archgen:disable all
        let a = CurrentEnvironment.env
        // archgen:enable all
        let b = CurrentEnvironment.env // archgen:disable:this direct-environment-access
        let c = CurrentEnvironment.env
      }
      """
    XCTAssertEqual(lint(text), ["6:11 direct-environment-access error"])
  }

  func testAnUnclosedDisableRunsToTheEndOfTheFile() {
    let text =
      "// archgen:disable direct-environment-access\nstruct S {\n  let a = CurrentEnvironment.env\n}"
    XCTAssertEqual(lint(text), [])
  }

  func testFilesNamingNothingAreNotParsed() {
    XCTAssertFalse(
      FileLinter(config: LintConfig()).mayContainFindings("struct Store { let a = 1 }"))
    XCTAssertTrue(
      FileLinter(config: LintConfig()).mayContainFindings("let a = CurrentEnvironment.env"))
  }

  func testUTF16ColumnsForSARIF() throws {
    let text = "struct S { let e = \"😀\"; let a = CurrentEnvironment.env }"
    let finding = try XCTUnwrap(
      FileLinter(config: LintConfig()).lint(path: "S.swift", text: text).first)
    XCTAssertEqual(finding.column, 36)
    XCTAssertEqual(finding.utf16Column, 34)
  }

  func testFoldersAboveTheLintedRootDoNotMakeATestFile() {
    XCTAssertEqual(
      ProjectRoot.relativePath(
        "/ci/AppTests/Sources/A.swift", root: "/ci/AppTests", workingDirectory: "/"),
      "Sources/A.swift")
    XCTAssertEqual(
      ProjectRoot.relativePath("Tests/A.swift", root: "/ci/App", workingDirectory: "/ci/App"),
      "Tests/A.swift")
    XCTAssertEqual(
      ProjectRoot.relativePath("A.swift", root: "/ci/App", workingDirectory: "/ci/App/Sources"),
      "Sources/A.swift")
    let text = "struct Store { let a = CurrentEnvironment.env }"
    let engine = FileLinter(config: LintConfig())
    XCTAssertEqual(
      engine.lint(path: "/ci/AppTests/Sources/S.swift", text: text, projectPath: "Sources/S.swift")
        .count, 1)
    XCTAssertEqual(
      engine.lint(path: "/ci/App/Tests/S.swift", text: text, projectPath: "Tests/S.swift").count, 0)
  }

  func testPathPatterns() {
    XCTAssertTrue(PathPattern.matches(name: "LoginBuilder", pattern: "*Builder"))
    XCTAssertFalse(PathPattern.matches(name: "LoginBuilderHelper", pattern: "*Builder"))
    XCTAssertTrue(PathPattern.matches(name: "App", pattern: "*App"))
    XCTAssertTrue(PathPattern.matches(path: "App/Generated/A.swift", glob: "Generated"))
    XCTAssertTrue(PathPattern.matches(path: "./App/Generated/A.swift", glob: "**/*.swift"))
    XCTAssertTrue(PathPattern.matches(path: "App/Sources/A.swift", glob: "Sources/*.swift"))
    XCTAssertFalse(PathPattern.matches(path: "App/Sources/Sub/A.swift", glob: "/Sources/*.swift"))
    XCTAssertFalse(PathPattern.matches(path: "App/MySources/A.swift", glob: "Sources"))
    XCTAssertTrue(PathPattern.matches(path: "App/Sources/A.swift", glob: "Sourc?s/*.swift"))
    XCTAssertFalse(PathPattern.matches(path: "App/Source/A.swift", glob: "Sourc?s/*.swift"))
    // `?` is one character, not one byte, in names and paths that are not ASCII.
    XCTAssertTrue(PathPattern.matches(name: "Café", pattern: "Caf?"))
    XCTAssertTrue(PathPattern.matches(name: "Cafe\u{301}", pattern: "Caf?"))
    XCTAssertFalse(PathPattern.matches(name: "Café", pattern: "Caf??"))
    XCTAssertTrue(PathPattern.matches(path: "App/Résumé/A.swift", glob: "R?sum?/*.swift"))
    XCTAssertTrue(PathPattern.matches(name: "a\r\nb", pattern: "a?b"))
    // One path against several globs: any of them, none when there are none.
    XCTAssertTrue(PathPattern.matches(path: "App/LoginTests/A.swift", anyOf: ["Mocks", "*Tests"]))
    XCTAssertFalse(PathPattern.matches(path: "App/Login/A.swift", anyOf: ["Mocks", "*Tests"]))
    XCTAssertFalse(PathPattern.matches(path: "App/Login/A.swift", anyOf: []))
  }
}
