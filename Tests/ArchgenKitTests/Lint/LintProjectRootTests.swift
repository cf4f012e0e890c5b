import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 23 item 2: a file's verdict (test file, excluded, allowed path) comes from its path below
/// the project root, never from how the linted path was spelled.
final class LintProjectRootTests: XCTestCase {
  private var directory: TemporaryDirectory!

  override func setUpWithError() throws {
    directory = try temporaryDirectory("root")
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    let read = "final class SettingsView { let a = CurrentEnvironment.env.api }\n"
    try directory.write("Tests/App/Settings/SettingsViewTests.swift", read)
    try directory.write("Tests/App/Settings/Helpers.swift", read)
    try directory.write("Sources/Composition/Wiring.swift", read)
    try directory.write("Sources/Generated/Gen.swift", read)
    try directory.write("Sources/Feature/Store.swift", read)
  }

  private func config() -> LintConfig {
    var config = LintConfig()
    config.excluded = ["/Sources/Generated"]
    config.environment.allowedPaths = ["/Sources/Composition/**"]
    return config
  }

  /// The findings of each file, by its path below the folder.
  private func findings(_ options: LintOptions) -> [String] {
    Linter.run(options).findings.map {
      let absolute = $0.file.hasPrefix("/") ? $0.file : directory.path($0.file)
      return String(absolute.dropFirst(directory.path.count + 1)) + ":\($0.line)"
    }
  }

  func testEveryWayOfNamingAFileGivesItTheSameVerdict() throws {
    let whole = findings(LintOptions(paths: [directory.path], config: config()))
    XCTAssertEqual(whole, ["Sources/Feature/Store.swift:1"])
    for file in [
      "Tests/App/Settings/SettingsViewTests.swift", "Tests/App/Settings/Helpers.swift",
      "Sources/Composition/Wiring.swift", "Sources/Generated/Gen.swift",
      "Sources/Feature/Store.swift",
    ] {
      let expected = whole.filter { $0.hasPrefix(file + ":") }
      let folder = (file as NSString).deletingLastPathComponent
      XCTAssertEqual(
        findings(LintOptions(paths: [directory.path(folder)], config: config())), expected, folder)
      XCTAssertEqual(
        findings(LintOptions(paths: [directory.path(file)], config: config())), expected, file)
      var stdin = LintOptions(paths: [], config: config())
      stdin.standardInput = LintStandardInput(
        path: directory.path(file),
        text: try String(contentsOfFile: directory.path(file), encoding: .utf8))
      XCTAssertEqual(findings(stdin), expected, "stdin \(file)")
      var script = LintOptions(paths: [directory.path(file)], config: config())
      script.pathsOnly = true
      XCTAssertEqual(findings(script), expected, "script input \(file)")
    }
  }

  func testTheRootIsTheTopConfigElseTheGitRoot() throws {
    try directory.write("Sources/.archgen.yml", "lint: {}\n")
    try directory.write("Sources/Feature/.archgen.yml", "lint: {}\n")
    XCTAssertEqual(
      ProjectRoot.find(
        explicitConfig: nil, path: directory.path("Sources/Feature/Store.swift"),
        workingDirectory: "/"),
      LintConfigSet.absolute(directory.path("Sources")))
    XCTAssertEqual(
      ProjectRoot.find(
        explicitConfig: nil, path: directory.path("Tests/App"), workingDirectory: "/"),
      LintConfigSet.absolute(directory.path))
  }

  func testAbsolutePathsAreCleanedOnlyWhenNeeded() {
    for (path, expected) in [
      ("/a/b.swift", "/a/b.swift"), ("/a/./b.swift", "/a/b.swift"),
      ("/a/x/../b.swift", "/a/b.swift"),
      ("/a//b.swift", "/a/b.swift"), ("/a/b/", "/a/b"), ("/a/.git/HEAD", "/a/.git/HEAD"),
      ("/a/.../b", "/a/.../b"), ("/a/..", "/"), ("/", "/"),
    ] {
      XCTAssertEqual(LintConfigSet.absolute(path), expected, path)
    }
  }

  /// From any working folder, the command line gives a file one verdict (the issue's
  /// `archgen lint Tests` / `Tests/App/Settings` / one file disagreement).
  func testTheCommandLineAgreesFromAnyFolder() throws {
    var outputs: [String] = []
    for (folder, path) in [
      ("", "Tests"), ("", "Tests/App/Settings"), ("", "Tests/App/Settings/Helpers.swift"),
      ("Tests/App", "Settings"), ("Tests/App/Settings", "Helpers.swift"),
    ] {
      let output = try ArchgenBinary.run(
        ["lint", "--no-cache", "--quiet", path], in: directory.file(folder))
      XCTAssertEqual(output.status, 0, "\(folder) \(path): \(output.stdout)\(output.stderr)")
      outputs.append(output.stdout)
    }
    XCTAssertEqual(Set(outputs), [""])
  }
}
