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
}
