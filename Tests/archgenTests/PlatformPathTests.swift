import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Code paths that differ between macOS and Linux, checked on whichever this runs: folder parts
/// of paths (swift-corelibs-foundation traps on one-character paths), writing into a new
/// one-letter folder, and the lint cache's folder.
final class PlatformPathTests: XCTestCase {
  func testParentPathMatchesDarwinsDeletingLastPathComponent() {
    let cases: [(String, String)] = [
      ("T", ""), ("T/", ""), ("Tx", ""), ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("/", "/"),
      ("/a", "/"), ("./T", "."), ("", ""), ("/a/b/c.swift", "/a/b"),
    ]
    for (path, parent) in cases {
      XCTAssertEqual(FileSystem.parentPath(path), parent, path)
    }
  }

  func testScaffoldsIntoANewOneLetterFolder() throws {
    let scratch = try temporaryDirectory("platform")
    let scene = try ArchgenBinary.run(["scene", "Login", "--output-dir", "X"], in: scratch.url)
    XCTAssertEqual(scene.status, 0, scene.stderr)
    XCTAssertFalse(scene.signalled)
    XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.path("X/Login/LoginStore.swift")))
    let tests = try ArchgenBinary.run(
      [
        Repository.root.appendingPathComponent("Fixtures/StateGraph/CheckoutFlow.swift").path,
        "--output-dir", "T",
      ].reduce(into: ["tests"]) { $0.append($1) }, in: scratch.url)
    XCTAssertEqual(tests.status, 0, tests.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: scratch.path("T/CheckoutFlowResolveTests.swift")))
  }

  /// readdir's entry kinds differ by file system (a link, or DT_UNKNOWN, needs a stat): a folder
  /// reached through a link is read, and a link back up is walked once, on either platform.
  func testFolderWalkFollowsLinksOnceThroughALoop() throws {
    let scratch = try temporaryDirectory("platform")
    _ = try scratch.write("App/A.swift", "enum A { static let x = CurrentEnvironment.env.x }\n")
    _ = try scratch.write("Shared/B.swift", "enum B { static let y = CurrentEnvironment.env.y }\n")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("App/up"), withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("App/Shared"), withDestinationPath: "../Shared")
    let run = try ArchgenBinary.run(
      ["lint", "--no-cache", "--format", "json", "App"], in: scratch.url)
    XCTAssertFalse(run.signalled)
    XCTAssertEqual(run.status, 1, run.stderr)
    let files = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
    ).compactMap { $0["file"] as? String }
    XCTAssertTrue(files.contains("App/A.swift"), "\(files)")
    XCTAssertTrue(files.contains("App/Shared/B.swift"), "\(files)")
  }

  /// The lint cache's folder is the platform's.
  func testLintCacheFolderIsThePlatformsOwn() {
    let folder = LintCacheSettings.defaultDirectory(environment: [
      "HOME": "/home/u", "XDG_CACHE_HOME": "/xdg",
    ])
    #if os(macOS)
      XCTAssertEqual(folder, "/home/u/Library/Caches/archgen")
    #else
      XCTAssertEqual(folder, "/xdg/archgen")
      XCTAssertEqual(
        LintCacheSettings.defaultDirectory(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "x"]),
        "/home/u/.cache/archgen")
    #endif
  }
}
