import ArchgenTestSupport
import Foundation
import XCTest

/// End to end: runs the built `archgen lint` and checks stdout, stderr, files and exit status.
final class LintCommandTests: XCTestCase {

  func testFixtureAppFailsWithItsFindingsInXcodeFormat() throws {
    let output = try ArchgenBinary.run(["lint"], in: Fixtures.url("LintApp"))
    XCTAssertEqual(output.status, 1, output.stderr)
    XCTAssertEqual(output.stderr, "linted 14 files (12 parsed), 8 findings, 2 suppressed\n")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 8, output.stdout)
    XCTAssertTrue(
      lines[0].hasPrefix(
        "Sources/App/AppDelegate.swift:6:5: error: 'AppDelegate' reads the environment"), lines[0])
    XCTAssertTrue(lines[0].hasSuffix("(direct-environment-access)"))
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("Sources/Scenes/Profile/ProfileView.swift:12:3: warning: ") })
  }

  func testJSONReporterWithExplicitConfigKeepsPathsRelativeAndSorted() throws {
    let directory = Fixtures.url("LintAppCurrent")
    let output = try ArchgenBinary.run(
      ["lint", "Sources", "Tests", "--config", ".archgen.yml", "--reporter", "json"], in: directory)
    XCTAssertEqual(output.status, 1, output.stderr)
    let items = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
    let keys = items.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!):\($0["rule"]!)" }
    XCTAssertEqual(
      keys,
      [
        "Sources/Search/SearchReducer.swift:17:23:direct-environment-access",
        "Sources/Search/SearchReducer.swift:17:23:impure-reducer",
        "Sources/Search/SearchReducer.swift:18:23:impure-reducer",
        "Sources/Search/SearchStore.swift:21:5:environment-mutation",
        "Sources/Search/SearchStore.swift:26:3:direct-environment-access",
      ])
  }

  func testSeveralReportersEachToItsOwnFile() throws {
    let out = try temporaryDirectory("lint").url
    let sarif = out.appendingPathComponent("reports/lint.sarif").path
    let junit = out.appendingPathComponent("junit.xml").path
    let output = try ArchgenBinary.run(
      [
        "lint", "--reporter", "xcode", "--reporter", "sarif:\(sarif)", "--reporter",
        "junit:\(junit)",
      ],
      in: Fixtures.url("LintApp"))
    XCTAssertEqual(output.status, 1)
    XCTAssertEqual(output.stdout.split(separator: "\n").count, 8)
    let log = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif)))
        as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
    XCTAssertEqual(results?.count, 8)
    XCTAssertTrue(try String(contentsOfFile: junit, encoding: .utf8).contains("failures=\"8\""))
  }

  func testCleanFilesExitZero() throws {
    let output = try ArchgenBinary.run(
      ["lint", "Sources/Scenes/Profile/ProfileBuilder.swift", "Tests"],
      in: Fixtures.url("LintApp"))
    XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
    XCTAssertEqual(output.stdout, "")
  }

  func testMissingPathAndBadConfigExitTwo() throws {
    let directory = try temporaryDirectory("lint").url
    let missing = try ArchgenBinary.run(["lint", "NoSuchFolder"], in: directory)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(
      missing.stderr.contains("NoSuchFolder: error: no such file or directory"), missing.stderr)
    try "lint:\n  rules:\n    direct-environment-access:\n      severity: fatal\n".write(
      to: directory.appendingPathComponent(".archgen.yml"), atomically: true, encoding: .utf8)
    let badConfig = try ArchgenBinary.run(["lint"], in: directory)
    XCTAssertEqual(badConfig.status, 2)
    XCTAssertTrue(badConfig.stderr.contains("severity"), badConfig.stderr)
  }

  func testUnknownReporterIsAUsageError() throws {
    let output = try ArchgenBinary.run(
      ["lint", "--reporter", "yaml"], in: Fixtures.url("LintApp"))
    XCTAssertEqual(output.status, 64)
    XCTAssertTrue(output.stderr.contains("unknown reporter 'yaml'"), output.stderr)
  }

  func testInvalidSwiftIsReportedAndOtherFilesAreStillLinted() throws {
    let directory = try temporaryDirectory("lint").url
    // Files that name neither the environment nor a suppression are rejected before parsing (SPEC §6),
    // so the broken file mentions the environment.
    try "struct Broken {\n  func f( {\n    CurrentEnvironment.env\n}\n".write(
      to: directory.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    try "struct Store {\n  let a = CurrentEnvironment.env\n}\n".write(
      to: directory.appendingPathComponent("Store.swift"), atomically: true, encoding: .utf8)
    let output = try ArchgenBinary.run(["lint", "."], in: directory)
    XCTAssertEqual(output.status, 1)
    XCTAssertTrue(output.stdout.contains("Broken.swift:2:"), output.stdout)
    XCTAssertTrue(output.stdout.contains("(syntax-error)"))
    XCTAssertTrue(
      output.stdout.contains("Store.swift:2:11: error: 'Store' reads the environment"),
      output.stdout)
  }

  func testBaselineAdoptionSurvivesEditsAndReportsStaleEntries() throws {
    let directory = try temporaryDirectory("lint").url
    let store = directory.appendingPathComponent("Store.swift")
    let original = "struct Store {\n  let a = CurrentEnvironment.env\n}\n"
    try original.write(to: store, atomically: true, encoding: .utf8)

    let recorded = try ArchgenBinary.run(
      ["lint", "Store.swift", "--write-baseline", "baseline.json"], in: directory)
    XCTAssertEqual(recorded.status, 0)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("baseline.json").path)
    )

    try ("import Foundation\n\n" + original).write(to: store, atomically: true, encoding: .utf8)
    let moved = try ArchgenBinary.run(
      ["lint", "Store.swift", "--baseline", "baseline.json"], in: directory)
    XCTAssertEqual(moved.status, 0, moved.stdout)
    XCTAssertEqual(moved.stdout, "")

    try "struct Store {\n  let a = 1\n}\n".write(to: store, atomically: true, encoding: .utf8)
    let fixed = try ArchgenBinary.run(
      ["lint", "Store.swift", "--baseline", "baseline.json"], in: directory)
    XCTAssertEqual(fixed.status, 0)
    XCTAssertTrue(fixed.stdout.contains("Store.swift:2:1: warning: baseline entry"), fixed.stdout)
    XCTAssertTrue(fixed.stdout.contains("(stale-baseline-entry)"))
    let strict = try ArchgenBinary.run(
      ["lint", "Store.swift", "--baseline", "baseline.json", "--strict"], in: directory)
    XCTAssertEqual(strict.status, 1)
  }

  func testIncludedPathsAreRelativeToTheConfigFile() throws {
    let directory = try temporaryDirectory("lint").url
    let sources = directory.appendingPathComponent("Sources")
    let other = directory.appendingPathComponent("Other")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try "lint:\n  included: [Sources]\n".write(
      to: directory.appendingPathComponent(".archgen.yml"), atomically: true, encoding: .utf8)
    try "struct Store {\n  let a = CurrentEnvironment.env\n}\n".write(
      to: sources.appendingPathComponent("Store.swift"), atomically: true, encoding: .utf8)
    let output = try ArchgenBinary.run(["lint"], in: other)
    XCTAssertEqual(output.status, 1, output.stderr)
    XCTAssertTrue(output.stdout.contains("Sources/Store.swift:2:11: error:"), output.stdout)
  }
}
