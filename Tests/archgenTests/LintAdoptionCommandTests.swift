import ArchgenTestSupport
import Foundation
import XCTest

/// End to end, as a team adopting lint meets it: configs found next to the code, wrong values that
/// stop the run, a summary on every run, baselines that work from any folder, odd files.
final class LintAdoptionCommandTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = try temporaryDirectory("lint").url
    try write("app/.archgen.yml", "environment:\n  names: [Current]\n")
    try write("app/Sources/Store.swift", "struct Store {\n  let api = Current.api\n}\n")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("other"), withIntermediateDirectories: true)
  }

  private func write(_ relative: String, _ text: String) throws {
    try write(relative, Data(text.utf8))
  }

  private func write(_ relative: String, _ data: Data) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  private func lint(_ arguments: [String], in folder: String = "") throws
    -> ArchgenBinary.Result
  {
    try ArchgenBinary.run(["lint"] + arguments, in: root.appendingPathComponent(folder))
  }

  func testTheConfigNextToTheLintedCodeIsUsedFromTheFolderAbove() throws {
    let output = try lint(["app", "--verbose", "--reporter", "sarif"])
    XCTAssertEqual(output.status, 1, output.stderr)
    XCTAssertTrue(output.stderr.contains("config: "), output.stderr)
    XCTAssertTrue(output.stderr.contains("app/.archgen.yml"), output.stderr)
    let log = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    XCTAssertEqual((run["results"] as? [Any])?.count, 1)
    let configs = (run["properties"] as? [String: Any])?["configFiles"] as? [String]
    XCTAssertEqual(configs?.count, 1)
    XCTAssertTrue(
      configs?.first?.hasSuffix("app/.archgen.yml") ?? false, "\(String(describing: configs))")
  }

  func testTheNearestConfigWinsForEachFile() throws {
    try write(
      "app/Legacy/.archgen.yml",
      "environment:\n  names: [Current]\nlint:\n  environment:\n    allowed_paths: [Legacy]\n")
    try write("app/Legacy/Old.swift", "struct Old { let api = Current.api }\n")
    let output = try lint(["app", "--reporter", "json"])
    XCTAssertEqual(output.status, 1, output.stderr)
    XCTAssertTrue(output.stdout.contains("Store.swift"))
    XCTAssertFalse(output.stdout.contains("Old.swift"), output.stdout)
  }

  func testAWrongTypeIsAnErrorWithFileLineAndKey() throws {
    try write("app/.archgen.yml", "lint:\n  environment:\n    names: 5\n")
    let output = try lint([], in: "app")
    XCTAssertEqual(output.status, 2, output.stderr)
    XCTAssertTrue(
      output.stderr.contains(
        ".archgen.yml:3:12: error: 'lint.environment.names' must be a list of strings"),
      output.stderr)
  }

  func testUnknownKeysFailUnderStrict() throws {
    try write(
      "app/.archgen.yml",
      "enviroment:\n  names: [Current]\nenvironment:\n  names: [Nothing]\n")
    // The environment occurs (a Builder may read it), so only the unknown key fails the run.
    try write("app/FeedBuilder.swift", "struct FeedBuilder { let n = Nothing.shared }\n")
    let relaxed = try lint([], in: "app")
    XCTAssertEqual(relaxed.status, 0, relaxed.stderr)
    XCTAssertTrue(relaxed.stderr.contains("warning: unknown key 'enviroment'"), relaxed.stderr)
    let strict = try lint(["--strict"], in: "app")
    XCTAssertEqual(strict.status, 1, strict.stderr)
  }

  func testEveryRunEndsWithASummaryUnlessQuiet() throws {
    try write(
      "app/.archgen.yml",
      "environment:\n  names: [Current]\nlint:\n  rules:\n    direct-environment-access:\n      severity: warning\n"
    )
    try write(
      "app/Sources/Quiet.swift",
      "struct Quiet {\n  // archgen:disable:next direct-environment-access\n  let api = Current.api\n}\n"
    )
    try write("app/Sources/Plain.swift", "struct Plain {}\n")
    let output = try lint([], in: "app")
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertTrue(
      output.stderr.hasSuffix("linted 3 files (2 parsed), 1 finding, 1 suppressed\n"), output.stderr
    )
    let quiet = try lint(["--quiet"], in: "app")
    XCTAssertEqual(quiet.stderr, "")
  }

  func testLintingNothingWarnsAndFailsUnderStrict() throws {
    let output = try lint([], in: "other")
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertTrue(output.stderr.contains("warning: no Swift files were linted"), output.stderr)
    XCTAssertEqual(try lint(["--strict"], in: "other").status, 2)
  }

  func testABaselineWrittenFromTheParentMatchesFromAnyFolder() throws {
    try write("app/Sources/Twice.swift", "struct Twice {\n  let a = Current.a\n}\n")
    let written = try lint(
      ["--config", "app/.archgen.yml", "app", "--write-baseline", "app/baseline.json"])
    XCTAssertEqual(written.status, 0, written.stderr)
    for (folder, arguments) in [
      ("", ["--config", "app/.archgen.yml", "app", "--baseline", "app/baseline.json"]),
      ("app", ["--baseline", "baseline.json"]),
      (
        "other",
        ["--config", "../app/.archgen.yml", "../app", "--baseline", "../app/baseline.json"]
      ),
    ] {
      let output = try lint(arguments, in: folder)
      XCTAssertEqual(output.status, 0, "\(folder): \(output.stdout)\(output.stderr)")
      XCTAssertEqual(output.stdout, "", folder)
    }
    // Without --config, the config found from the linted path decides the root, written from the
    // folder above and read from inside, or the other way round.
    let implicit = try lint(["app", "--write-baseline", "app/implicit.json"])
    XCTAssertEqual(implicit.status, 0, implicit.stderr)
    for (folder, arguments) in [
      ("app", ["--baseline", "implicit.json"]), ("", ["app", "--baseline", "app/implicit.json"]),
      ("other", ["../app", "--baseline", "../app/implicit.json"]),
    ] {
      let output = try lint(arguments, in: folder)
      XCTAssertEqual(output.status, 0, "\(folder): \(output.stdout)\(output.stderr)")
    }
    // A copied line is the new finding, not the one recorded.
    try write(
      "app/Sources/Twice.swift", "struct Twice {\n  let a = Current.a\n  let a = Current.a\n}\n")
    let copied = try lint(["--baseline", "baseline.json"], in: "app")
    XCTAssertEqual(copied.status, 1)
    XCTAssertTrue(copied.stdout.hasPrefix("Sources/Twice.swift:3:"), copied.stdout)
    XCTAssertFalse(copied.stdout.contains("stale"), copied.stdout)
  }

  func testANonUTF8FileIsLintedWithAWarningAndFailsStrict() throws {
    var bytes = Data("struct Latin {\n  let name = \"caf".utf8)
    bytes.append(0xE9)
    bytes.append(contentsOf: Data("\"\n  let api = Current.api\n}\n".utf8))
    try write("app/Sources/Latin.swift", bytes)
    try write(
      "app/.archgen.yml",
      "environment:\n  names: [Current]\nlint:\n  environment:\n    allowed_types: [Store]\n")
    let output = try lint([], in: "app")
    XCTAssertEqual(output.status, 1, output.stderr)
    XCTAssertTrue(output.stdout.contains("Sources/Latin.swift:3:13: error:"), output.stdout)
    XCTAssertTrue(
      output.stderr.contains("Latin.swift: warning: file is not valid UTF-8"), output.stderr)
    // Nothing to find, but the file was read with replacements: --strict fails on the warning.
    try write("app/Sources/Latin.swift", Data("struct Latin {}\n// caf".utf8) + Data([0xE9, 0x0A]))
    let strict = try lint(["--strict", "Sources/Latin.swift"], in: "app")
    XCTAssertEqual(strict.status, 1, strict.stderr)
  }

  func testASelfReferencingSymlinkIsReportedAsALoop() throws {
    let link = root.appendingPathComponent("app/Loop.swift").path
    XCTAssertEqual(symlink(link, link), 0)
    let output = try lint(["Loop.swift"], in: "app")
    XCTAssertEqual(output.status, 2, output.stderr)
    XCTAssertTrue(output.stderr.contains("Loop.swift: error: symbolic link loop"), output.stderr)
  }

  func testSwiftLintCommentsAreHonouredThroughAliases() throws {
    try write(
      "app/.archgen.yml",
      "environment:\n  names: [Current]\nlint:\n  suppression_aliases:\n    prohibit_environment_assignment: environment-mutation\n"
    )
    try write(
      "app/Sources/Store.swift",
      "struct Store {\n  func reset() {\n    // swiftlint:disable:next prohibit_environment_assignment\n    Current = .mock\n    Current.api = .mock // swiftlint:disable:this prohibit_environment_assignment other_rule\n  }\n}\n"
    )
    let output = try lint(["--reporter", "json"], in: "app")
    XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
    XCTAssertTrue(output.stderr.contains("2 suppressed"), output.stderr)
  }
}
