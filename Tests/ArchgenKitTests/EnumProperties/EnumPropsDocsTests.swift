import ArchgenKit
import Foundation
import XCTest

/// The example in `docs/enum-props.md` is real: its output is what the generator prints.
final class EnumPropsDocsTests: XCTestCase {
  static let docs = EnumPropsFixtures.directory.deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/enum-props.md")

  /// The fenced block following `<!-- enum-props-example:<name> -->`.
  static func block(_ name: String, in text: String) throws -> String {
    let marker = "<!-- enum-props-example:\(name) -->\n```swift\n"
    let start = try XCTUnwrap(text.range(of: marker), "no \(name) example").upperBound
    let end = try XCTUnwrap(text.range(of: "```\n", range: start..<text.endIndex)).lowerBound
    return String(text[start..<end])
  }

  func testExampleOutputIsGenerated() throws {
    let text = try String(contentsOf: Self.docs, encoding: .utf8)
    let directory = try EnumPropsTemporaryDirectory()
    let path = try directory.write("FeedStore.swift", try Self.block("input", in: text))
    let generator = EnumPropertiesGenerator()
    let result = generator.generate(paths: [path])
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(
      EnumPropertiesDocument.file(result.documents, command: generator.command),
      try Self.block("output", in: text))
  }
}
