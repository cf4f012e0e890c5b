import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 23 item 5: the two crashes, the baseline's root, `--write-baseline`, the alias
/// prefilter and byte columns after invalid UTF-8.
final class LintRunFixesTests: XCTestCase {
  private let read = "struct Store { let a = CurrentEnvironment.env }\n"

  func testAOneCharacterRelativeCachePathOrBaselineDoesNotCrash() throws {
    let directory = try temporaryDirectory("cache")
    try directory.write("A.swift", read)
    let output = try ArchgenBinary.run(["lint", "--cache-path", "x", "A.swift"], in: directory.url)
    XCTAssertEqual(output.status, 1, output.stderr)
    XCTAssertTrue(FileSystem.isDirectory(directory.path("x")))
    let baseline = try ArchgenBinary.run(
      ["lint", "--write-baseline", "b", "A.swift"], in: directory.url)
    XCTAssertEqual(baseline.status, 0, baseline.stderr)
    XCTAssertEqual(FileSystem.parentPath("x"), "")
    XCTAssertEqual(FileSystem.parentPath("/x"), "/")
    XCTAssertEqual(FileSystem.parentPath("a/b/"), "a")
  }

  func testAnExcludedStdinPathLintsNothingWithoutCrashing() throws {
    let directory = try temporaryDirectory("stdin")
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    var config = LintConfig()
    config.excluded = ["Gen"]
    var options = LintOptions(paths: [], config: config)
    options.standardInput = LintStandardInput(path: directory.path("Gen/A.swift"), text: read)
    let outcome = Linter.run(LintRequest(options: options, strict: true))
    XCTAssertEqual(outcome.result?.filesLinted, 0)
    XCTAssertEqual(outcome.status, .clean)
    XCTAssertEqual(outcome.diagnostics, [])
  }

  func testWithoutAConfigTheBaselineRootIsTheGitRootOfTheLintedPath() throws {
    let directory = try temporaryDirectory("baseline")
    try directory.write("app/.git/HEAD", "ref: refs/heads/main\n")
    try directory.write("app/Sources/A.swift", read)
    let file = directory.path("app/baseline.json")
    let written = Linter.run(
      LintRequest(
        options: LintOptions(paths: [directory.path("app")], config: LintConfig()),
        writeBaseline: file))
    XCTAssertEqual(written.status, .clean)
    XCTAssertEqual(written.findings, [])
    XCTAssertEqual(written.summary, "wrote 1 finding from 1 file to the baseline \(file)")
    XCTAssertEqual(try LintBaseline.read(file).entries.map(\.file), ["Sources/A.swift"])
    XCTAssertEqual(
      LintRequest.baselineRoot(
        explicitConfig: nil, paths: [directory.path("app/Sources")], workingDirectory: "/"),
      LintConfigSet.absolute(directory.path("app")))
  }

  func testWriteBaselineExitsZeroWithOneLine() throws {
    let directory = try temporaryDirectory("write")
    try directory.write("A.swift", read)
    try directory.write("B.swift", read)
    let output = try ArchgenBinary.run(
      ["lint", "--no-cache", "--write-baseline", "lint-baseline.json"], in: directory.url)
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertEqual(output.stdout, "")
    XCTAssertEqual(
      output.stderr, "wrote 2 findings from 2 files to the baseline lint-baseline.json\n")
  }

  func testSuppressionAliasesDoNotMakeEverySwiftLintCommentParsed() throws {
    let directory = try temporaryDirectory("aliases")
    try directory.write("A.swift", "// swiftlint:disable:next force_cast\nlet a = b as! C\n")
    try directory.write("B.swift", "// swiftlint:disable:next prohibit_env\n" + read)
    var config = LintConfig()
    config.suppressionAliases = ["prohibit_env": "direct-environment-access"]
    let result = Linter.run(LintOptions(paths: [directory.path], config: config))
    XCTAssertEqual(result.filesParsed, 1)
    XCTAssertEqual(result.suppressed, 1)
    XCTAssertEqual(result.findings, [])
  }

  func testColumnsAfterAnInvalidByteCountTheFilesBytes() throws {
    let directory = try temporaryDirectory("utf8")
    var bytes =
      Array("let s = \"".utf8) + [0xFF, 0xC3]
      + Array("\"; struct S { let a = CurrentEnvironment.env }\n".utf8)
    bytes += Array("let t = 1\n".utf8)
    try directory.write("A.swift", Data(bytes))
    let result = Linter.run(LintOptions(paths: [directory.path("A.swift")], config: LintConfig()))
    let finding = try XCTUnwrap(result.findings.first)
    // `CurrentEnvironment` starts at byte 34 of the line: 9 + 2 invalid bytes + 22 before it
    // (with 3-byte replacement characters it would be 38).
    XCTAssertEqual(finding.column, 34)
    XCTAssertEqual(Array(bytes[(finding.column - 1)...].prefix(7)), Array("Current".utf8))
  }

  func testAnUnlistableFolderNamedOnTheCommandLineIsAnError() throws {
    if getuid() == 0 { throw XCTSkip("root can list any folder") }
    let directory = try temporaryDirectory("unlistable")
    try directory.write("Locked/A.swift", read)
    chmod(directory.path("Locked"), 0)
    defer { chmod(directory.path("Locked"), 0o755) }
    let result = Linter.run(LintOptions(paths: [directory.path("Locked")], config: LintConfig()))
    XCTAssertTrue(result.couldNotRun)
  }
}
