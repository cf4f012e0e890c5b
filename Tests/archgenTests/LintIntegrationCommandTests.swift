import ArchgenTestSupport
import Foundation
import XCTest

/// End to end: the ways editors, Xcode and hooks call `archgen lint`, its cache and `lint rules`.
final class LintIntegrationCommandTests: XCTestCase {
  private let fixture = Fixtures.url("LintApp")

  func testLintRulesListsEveryRuleAndShowsOneWithExamples() throws {
    let list = try ArchgenBinary.run(["lint", "rules"], in: fixture)
    XCTAssertEqual(list.status, 0, list.stderr)
    for id in [
      "direct-environment-access", "environment-mutation", "environment-default-argument",
      "impure-reducer", "superfluous-disable",
    ] {
      XCTAssertTrue(list.stdout.contains("\n" + id + " "), id)
    }
    let one = try ArchgenBinary.run(["lint", "rules", "environment-mutation"], in: fixture)
    XCTAssertEqual(one.status, 0, one.stderr)
    XCTAssertTrue(one.stdout.hasPrefix("environment-mutation (on by default, error)\n"), one.stdout)
    XCTAssertTrue(one.stdout.contains("Non-triggering examples:"))
    let unknown = try ArchgenBinary.run(["lint", "rules", "no-such-rule"], in: fixture)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.stderr.hasPrefix("error: unknown rule 'no-such-rule'; expected one of: "))
  }

  func testStandardInputIsLintedAsTheNamedFile() throws {
    let output = try ArchgenBinary.run(
      ["lint", "--use-stdin", "--stdin-path", "Sources/Scenes/Draft.swift", "--quiet"],
      in: fixture, input: "struct Draft {\n  let env = CurrentEnvironment.env\n}\n")
    XCTAssertEqual(output.status, 1, output.stderr)
    XCTAssertTrue(
      output.stdout.hasPrefix(
        "Sources/Scenes/Draft.swift:2:13: error: 'Draft' reads the environment"),
      output.stdout)
    XCTAssertEqual(output.stdout.split(separator: "\n").count, 1)
    let missing = try ArchgenBinary.run(["lint", "--use-stdin"], in: fixture)
    XCTAssertEqual(missing.status, 64)
    XCTAssertTrue(missing.stderr.contains("--use-stdin needs --stdin-path"), missing.stderr)
  }

  func testAnXcodePhaseLintsItsInputFilesOnly() throws {
    let environment = [
      "SCRIPT_INPUT_FILE_COUNT": "2",
      "SCRIPT_INPUT_FILE_0": "Sources/App/AppDelegate.swift",
      "SCRIPT_INPUT_FILE_1": "Sources/App/Info.plist",
    ]
    let output = try ArchgenBinary.run(
      ["lint", "--use-script-input-files"], in: fixture, environment: environment)
    XCTAssertEqual(output.status, 1, output.stderr)
    let files = Set(output.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] })
    XCTAssertEqual(files, ["Sources/App/AppDelegate.swift"])
    XCTAssertTrue(output.stderr.hasPrefix("linted 1 file "), output.stderr)
    let none = try ArchgenBinary.run(
      ["lint", "--use-script-input-files", "--strict"], in: fixture,
      environment: ["SCRIPT_INPUT_FILE_COUNT": "0"])
    XCTAssertEqual(none.stdout, "")
    XCTAssertTrue(none.stderr.contains("error: no Swift files were linted"), none.stderr)
  }

  func testASecondRunAnswersFromTheCacheWithTheSameReport() throws {
    let cache = try temporaryDirectory("lint").url
    let arguments = ["lint", "--cache-path", cache.path, "--verbose", "--reporter", "json"]
    let cold = try ArchgenBinary.run(arguments, in: fixture)
    let warm = try ArchgenBinary.run(arguments, in: fixture)
    XCTAssertEqual(cold.status, 1)
    XCTAssertEqual(warm.status, 1)
    XCTAssertEqual(warm.stdout, cold.stdout)
    XCTAssertTrue(cold.stderr.contains("cache: 0 files from the cache\n"), cold.stderr)
    XCTAssertTrue(warm.stderr.contains("cache: 14 files from the cache\n"), warm.stderr)
    XCTAssertEqual(
      cold.stderr.split(separator: "\n").last, warm.stderr.split(separator: "\n").last,
      "the summary line")
    let fresh = try ArchgenBinary.run(arguments + ["--no-cache"], in: fixture)
    XCTAssertEqual(fresh.stdout, cold.stdout)
    XCTAssertFalse(fresh.stderr.contains("cache:"), fresh.stderr)
  }
}
