import ArchgenTestSupport
import Foundation
import XCTest

/// Documentation/Graph.md's "Real-world corpus" section carries a copy of the summary table of
/// Benchmarks/GraphCorpus/README.md, between the same `corpus-summary` markers: the docs cannot go
/// stale while the README moves on. `ARCHGEN_RECORD=1` copies the README's table into Graph.md.
final class GraphCorpusDocsTests: XCTestCase {
  static let begin = "<!-- corpus-summary:begin -->\n"
  static let end = "<!-- corpus-summary:end -->\n"

  /// The lines between the markers, and where they stand in `text`.
  static func summary(in text: String, of name: String) throws -> Range<String.Index> {
    let start = try XCTUnwrap(text.range(of: begin), "\(name) has no \(begin)").upperBound
    let stop = try XCTUnwrap(
      text.range(of: end, range: start..<text.endIndex), "\(name) has no \(end) after \(begin)")
    XCTAssertNil(
      text.range(of: begin, range: stop.upperBound..<text.endIndex),
      "\(name) has a second \(begin)")
    return start..<stop.lowerBound
  }

  func testGraphDocsCarryTheCorpusReadmesSummary() throws {
    let readme = try String(
      contentsOf: Repository.url("Benchmarks/GraphCorpus/README.md"), encoding: .utf8)
    let docsURL = Repository.url("Documentation/Graph.md")
    let docs = try String(contentsOf: docsURL, encoding: .utf8)
    let table = readme[try Self.summary(in: readme, of: "Benchmarks/GraphCorpus/README.md")]
    XCTAssertTrue(table.hasPrefix("|"), "the README's summary is not a table")
    var expected = docs
    expected.replaceSubrange(try Self.summary(in: docs, of: "Documentation/Graph.md"), with: table)
    Golden.assertMatches(expected, at: docsURL)
  }
}
