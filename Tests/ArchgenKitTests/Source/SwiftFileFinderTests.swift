import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Walking folders: sorted, skipped folders, linked folders followed once.
final class SwiftFileFinderTests: XCTestCase {
  func testLinkedFoldersAreFollowedOnceAndEntriesComeSorted() throws {
    let base = try temporaryDirectory("finder")
    let manager = FileManager.default
    for path in ["Outside/X.swift", "Root/b/B.swift", "Root/a/A.swift", "Root/.build/C.swift"] {
      _ = try base.write(path, "let x = 1\n")
    }
    // A link to a folder outside the root is walked; a second link to a walked folder is not.
    try manager.createSymbolicLink(
      atPath: base.path("Root/linked"), withDestinationPath: "../Outside")
    try manager.createSymbolicLink(
      atPath: base.path("Root/z"), withDestinationPath: "a")
    let root = base.path("Root")
    let found = SwiftFileFinder().files(in: [root])
    XCTAssertEqual(found.diagnostics, [])
    XCTAssertEqual(
      found.files.map { String($0.dropFirst(root.count + 1)) },
      ["a/A.swift", "b/B.swift", "linked/X.swift"])
  }
}
