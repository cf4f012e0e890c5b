import ArchgenTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import ArchgenKit

/// `trimmedText` is swift-syntax's `trimmedDescription` without the two trimmed copies: the same
/// string for every node, in valid code and in code the parser had to repair.
final class TrimmedTextTests: XCTestCase {
  /// Every node of every graph fixture, and of the same files with tokens cut out (nodes of more
  /// than a few lines are left out but for the file itself: their ends are what a smaller node
  /// has, and trimming each copies it).
  func testEqualsTrimmedDescriptionOnEveryNodeOfTheGraphFixtures() throws {
    let folder = Fixtures.url("StateGraph")
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertGreaterThan(files.count, 50)
    var nodes = 0
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      nodes += assertSameText(Parser.parse(source: text), file)
      nodes += assertSameText(Parser.parse(source: Self.everySeventhTokenCut(text)), file + " cut")
    }
    XCTAssertGreaterThan(nodes, 50_000)
  }

  /// Forms whose first or last token is missing, trivia alone, comments at both ends, a single
  /// token, strings of every kind, Unicode names and `\r\n` lines.
  func testEqualsTrimmedDescriptionOnRepairedAndUnusualCode() {
    let texts = [
      "", "  // only a comment\n", "x", "  x  ", "/* a */ f(a, b) /* b */",
      "func f( {", "let x = ", "struct S { var a: }", "case .a:", ") )", "#if A\nf(\n#endif",
      "let s = \"a \\(b) c\"", "let r = #\"raw \\#(x)\"#", "let m = \"\"\"\n  text\n  \"\"\"",
      "let café = naïve ?? \"ü\"", "if a {\r\n  b()\r\n}\r\n",
      "switch s { case let .a(x) where x > 1: }",
      "state = .loading /* c */ // d", "@attr(x) func g<T>() -> T? where T: P {}",
      "let re = /a+b/", "f { $0 }.g(h:)", "x = y +", "else { }", "var a: [String: Int = [:]",
    ]
    for text in texts { assertSameText(Parser.parse(source: text), text) }
  }

  @discardableResult
  private func assertSameText(_ tree: SourceFileSyntax, _ name: String) -> Int {
    var count = 0
    var mismatches = 0
    for node in Self.allNodes(tree)
    where node.totalLength.utf8Length < 400 || node.is(SourceFileSyntax.self) {
      count += 1
      let expected = node.trimmedDescription
      if node.trimmedText != expected {
        mismatches += 1
        if mismatches <= 3 {
          XCTFail(
            "\(name): \(node.kind) \(node.trimmedText.debugDescription) != \(expected.debugDescription)"
          )
        }
      }
    }
    return count
  }

  /// Every node, tokens and missing nodes included, without recursion.
  private static func allNodes(_ tree: SourceFileSyntax) -> [Syntax] {
    var all: [Syntax] = []
    var pending = [Syntax(tree)]
    while let node = pending.popLast() {
      all.append(node)
      pending.append(contentsOf: node.children(viewMode: .all))
    }
    return all
  }

  /// The text with every seventh token's own text removed (its trivia kept), so that the parser
  /// inserts missing tokens and unexpected nodes.
  private static func everySeventhTokenCut(_ text: String) -> String {
    let tree = Parser.parse(source: text)
    var bytes = Array(text.utf8)
    let cuts = tree.tokens(viewMode: .sourceAccurate).enumerated()
      .filter { $0.offset % 7 == 3 }
      .map {
        $0.element.positionAfterSkippingLeadingTrivia
          .utf8Offset..<$0.element
          .endPositionBeforeTrailingTrivia.utf8Offset
      }
    for range in cuts.reversed() { bytes.removeSubrange(range) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
