import SwiftParser
import SwiftSyntax
import XCTest

@testable import ArchgenKit

/// A parsed file's lines and columns are read from its text when that gives the tree's own
/// table, and from the tree otherwise: every position gets the location the tree's table gives.
final class LineTableTests: XCTestCase {
  private func assertSameLocations(
    _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let parsed = ParsedSource(path: "File.swift", text: text)
    let fromTree = SourceLocationConverter(fileName: "File.swift", tree: Parser.parse(source: text))
    for offset in 0...(text.utf8.count + 1) {
      let position = AbsolutePosition(utf8Offset: offset)
      XCTAssertEqual(
        parsed.converter.location(for: position), fromTree.location(for: position),
        "offset \(offset)", file: file, line: line)
    }
  }

  func testLineEndsAndColumnsAsTheTreeReadsThem() {
    assertSameLocations("")
    assertSameLocations("let a = 1")
    assertSameLocations("let a = 1\n\nlet b = \"é😀\"\n")
    assertSameLocations(
      "\u{FEFF}struct S {\n  // ✓ comment\n  var x = \"\"\"\n    two\n    lines\n    \"\"\"\n}")
  }

  func testCarriageReturnsAreReadThroughTheTree() {
    assertSameLocations("let a = 1\r\nlet b = 2\r\n")
    assertSameLocations("let a = \"\"\"\r\n  x\r\n  \"\"\"\rlet b = 2\r")
  }

  func testSourceLocationDirectivesKeepTheirPresumedLines() {
    let text = "let a = 1\n#sourceLocation(file: \"other.swift\", line: 40)\nlet b = 2\n"
    assertSameLocations(text)
    let parsed = ParsedSource(path: "File.swift", text: text)
    let b = parsed.converter.location(for: AbsolutePosition(utf8Offset: text.utf8.count - 2))
    XCTAssertEqual(b.line, 3)
    XCTAssertEqual(b.presumedLine, 40)
    XCTAssertEqual(b.presumedFile, "other.swift")
  }

  func testARefusedFileIsLocatedInItsEmptyTree() {
    let text = String(repeating: "(", count: NestingGuard.limit + 1)
    let parsed = ParsedSource(path: "Deep.swift", text: text)
    XCTAssertNotNil(parsed.refusal)
    XCTAssertEqual(parsed.location(of: AbsolutePosition(utf8Offset: 10)).line, 1)
  }
}
