import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 32 item 6: the framework default reads only the imports at the head of the test files
/// below the output folder, never whole files nor other sources (a folder above several apps
/// took 10–14 s, and a deep file crashed the parse).
final class FrameworkDetectionTests: XCTestCase {
  func testOnlyTheHeadsOfTestFilesBelowTheFolderAreRead() throws {
    let folder = try temporaryDirectory("framework-detection").url
    func write(_ name: String, _ text: String) throws {
      try FileSystem.writeAtomically(text, to: folder.appendingPathComponent(name).path)
    }
    // Sources that are not tests, importing XCTest (test helpers, say), do not count.
    for index in 0..<3 {
      try write("Helper\(index).swift", "import XCTest\n\nfunc helper\(index)() {}\n")
    }
    try write("CartTests.swift", "import Testing\n\n@Test func cart() {}\n")
    // An import past the head of a long test file is not read.
    let filler = String(repeating: "// filler line of a long test file\n", count: 200)
    try write(
      "LongTests.swift", "import Testing\n" + filler + "import XCTest\nimport XCTest\n")
    XCTAssertEqual(TestFramework.detect(testFilesBelow: folder.path), .swiftTesting)
  }

  func testTheImportsAreReadFromTheHead() {
    XCTAssertEqual(
      TestFramework.imports("// header\nimport XCTest\n@testable import App\n"), ["XCTest", "App"])
  }
}
