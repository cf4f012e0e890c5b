import XCTest

@testable import ArchgenKit

/// Columns and recorded code stay right, and cheap, on long and multi-byte lines.
final class LintSourceLinesTests: XCTestCase {
  func testUTF16ColumnsCountEachScalarOnce() {
    let lines = SourceLines("a\n\u{1F600}é x CurrentEnvironment y CurrentEnvironment\n")
    var findings = [31, 1, 10].map { column in
      LintFinding(
        file: "a.swift", line: 2, column: column, severity: .error, rule: "r", message: "m",
        code: "")
    }
    lines.setUTF16Columns(&findings)
    // 😀 is 4 UTF-8 bytes and 2 UTF-16 units; é is 2 bytes and 1 unit.
    XCTAssertEqual(findings.map(\.utf16Column), [28, 1, 7])
  }

  func testCodeIsTrimmedAndCapped() {
    let long = String(repeating: "x", count: 10_000)
    let lines = SourceLines("\t  let a = 1  \n  \(long)\n")
    XCTAssertEqual(lines.code(1), "let a = 1")
    XCTAssertEqual(lines.code(2), String(repeating: "x", count: SourceLines.codeLimit))
    XCTAssertEqual(lines.code(3), "")
    XCTAssertEqual(lines.code(9), "")
  }

  func testManyFindingsOnOneHugeLine() {
    let line = String(repeating: "_ = CurrentEnvironment.env; ", count: 20_000)
    let findings = FileLinter(config: LintConfig()).lint(path: "Huge.swift", text: line + "\n")
    XCTAssertEqual(findings.count, 20_000)
    XCTAssertEqual(findings.last?.utf16Column, findings.last?.column)
    // The first 200 characters, less the space they end with.
    XCTAssertEqual(findings.last?.code.count, SourceLines.codeLimit - 1)
  }

  func testLinesEndAtEachNewlineByte() {
    let lines = SourceLines("first\r\n\n  é second \n\t\r\nlast")
    XCTAssertEqual((0...6).map(lines.code), ["", "first", "", "é second", "", "last", ""])
    XCTAssertEqual(SourceLines("").code(1), "")
    XCTAssertEqual(SourceLines("a\n").code(2), "")
  }
}
