import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Where lint's files come from besides paths: an editor's buffer, an Xcode Run Script phase.
final class LintInputSourcesTests: XCTestCase {
  func testStandardInputIsLintedAsTheFileAtItsPathWithThatFilesConfig() throws {
    let directory = try temporaryDirectory("stdin").url
    let app = directory.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try "environment:\n  names: [Current]\n".write(
      to: app.appendingPathComponent(".archgen.yml"), atomically: true, encoding: .utf8)
    // On disk the file is clean; the buffer is what the editor holds.
    let path = app.appendingPathComponent("Login.swift").path
    try "struct Login {}\n".write(toFile: path, atomically: true, encoding: .utf8)
    var options = LintOptions(paths: [], config: LintConfig())
    options.configLookup = true
    options.standardInput = LintStandardInput(
      path: path, text: "struct Login {\n  let api = Current.api\n}\n")
    let result = Linter.run(options)
    XCTAssertEqual(result.findings.map { "\($0.file):\($0.line):\($0.column)" }, ["\(path):2:13"])
    XCTAssertEqual(result.filesLinted, 1)
    XCTAssertEqual(result.configFiles, [app.appendingPathComponent(".archgen.yml").path])
  }

  func testABufferForAFileThatDoesNotExistYetIsLinted() {
    var options = LintOptions(paths: [], config: LintConfig())
    options.standardInput = LintStandardInput(
      path: "New/Draft.swift", text: "let x = CurrentEnvironment.env\n")
    XCTAssertEqual(Linter.run(options).findings.map(\.file), ["New/Draft.swift"])
  }

  func testScriptInputFilesKeepSwiftFilesInOrder() throws {
    let environment = [
      "SCRIPT_INPUT_FILE_COUNT": "3", "SCRIPT_INPUT_FILE_0": "B.swift",
      "SCRIPT_INPUT_FILE_1": "Assets.xcassets", "SCRIPT_INPUT_FILE_2": "A.swift",
    ]
    XCTAssertEqual(try ScriptInputFiles.files(environment: environment), ["B.swift", "A.swift"])
  }

  func testScriptInputFileListsAreReadLineByLine() throws {
    let list = try temporaryDirectory("list").file("Input.xcfilelist")
    try "Sources/A.swift\n\nSources/B.swift\nInfo.plist\n".write(
      to: list, atomically: true, encoding: .utf8)
    let environment = ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path]
    XCTAssertEqual(
      try ScriptInputFiles.fileLists(environment: environment),
      ["Sources/A.swift", "Sources/B.swift"])
  }

  func testMissingOrBadScriptVariablesAreErrorsThatSaySo() {
    XCTAssertThrowsError(try ScriptInputFiles.files(environment: [:])) {
      XCTAssertEqual(
        ($0 as? Diagnostic)?.message,
        "SCRIPT_INPUT_FILE_COUNT is not set; run this from an Xcode Run Script build phase")
    }
    XCTAssertThrowsError(
      try ScriptInputFiles.files(environment: [
        "SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": "A.swift",
      ])
    ) {
      XCTAssertEqual(
        ($0 as? Diagnostic)?.message,
        "SCRIPT_INPUT_FILE_1 is not set, though SCRIPT_INPUT_FILE_COUNT is 2")
    }
  }

  func testAPhaseWithoutInputFilesLintsNothing() throws {
    var options = LintOptions(paths: [], config: LintConfig())
    options.pathsOnly = true
    let result = Linter.run(options)
    XCTAssertEqual(result.filesLinted, 0)
  }

  func testRuleListingShowsEveryRuleAndOneRuleWithItsExamples() throws {
    let table = LintRuleListing.table()
    for rule in LintRegistry.rules { XCTAssertTrue(table.contains(rule.id), rule.id) }
    XCTAssertTrue(table.hasPrefix("rule "))
    let details = try XCTUnwrap(LintRuleListing.details(id: ImpureReducerRule.id))
    XCTAssertTrue(details.hasPrefix("impure-reducer (off by default, warning)\n"), details)
    let examples =
      ImpureReducerRule.triggeringExamples.count + ImpureReducerRule.nonTriggeringExamples.count
    XCTAssertEqual(details.components(separatedBy: "\n  in ").count - 1, examples)
    XCTAssertNil(LintRuleListing.details(id: "no-such-rule"))
    let all = LintRuleListing.command(id: nil, examples: true)
    XCTAssertEqual(all.status, .success)
    for rule in LintRegistry.rules {
      XCTAssertTrue(
        all.standardOutput.contains(try XCTUnwrap(LintRuleListing.details(id: rule.id))))
    }
  }
}
