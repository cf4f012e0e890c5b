import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// The file pipeline: finding, excluding and reading files.
final class LintLinterTests: XCTestCase {
  private func write(_ text: String, _ path: String, in directory: URL) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// A NUL byte is read like any other character (issue 22), not a reason to skip the file.
  func testFilesWithNULBytesAreReadAndTheRestIsLinted() throws {
    let directory = try temporaryDirectory("linter").url
    try Data([0x73, 0x00, 0x43]).write(to: directory.appendingPathComponent("Binary.swift"))
    try write("struct S { let a = CurrentEnvironment.env }", "S.swift", in: directory)
    let result = Linter.run(LintOptions(paths: [directory.path], config: LintConfig()))
    XCTAssertFalse(result.couldNotRun)
    XCTAssertEqual(result.diagnostics.map(\.severity), [])
    XCTAssertEqual(result.findings.map(\.rule), ["direct-environment-access"])
  }

  func testExcludedGlobsAndDefaultSkippedFolders() throws {
    let directory = try temporaryDirectory("linter").url
    let text = "struct S { let a = CurrentEnvironment.env }"
    try write(text, "Sources/S.swift", in: directory)
    try write(text, "Sources/Generated/G.swift", in: directory)
    try write(text, "Pods/P/P.swift", in: directory)
    try write(text, ".build/checkouts/C.swift", in: directory)
    var config = LintConfig()
    config.excluded = ["Generated"]
    let result = Linter.run(LintOptions(paths: [directory.path], config: config))
    XCTAssertEqual(
      result.findings.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["S.swift"])
    XCTAssertEqual(result.filesLinted, 1)
  }

  func testUnknownRuleIdsInTheConfigAreWarnings() {
    var config = LintConfig()
    config.rules["no-such-rule"] = LintConfig.RuleConfig()
    let result = Linter.run(
      LintOptions(paths: [Fixtures.url("LintApp").path + "/Tests"], config: config))
    XCTAssertEqual(
      result.diagnostics.map(\.message), ["unknown rule 'no-such-rule' in 'lint.rules'"])
  }
}
