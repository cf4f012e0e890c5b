import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// The example in Documentation/EnumProps.md is real: its output is what the generator prints.
final class EnumPropertiesDocsTests: XCTestCase {
  /// Documentation/EnumProps.md, which holds the enum-props example.
  static func docsText() throws -> String {
    let root = Repository.root
    for name in ["Documentation/EnumProps.md"] {
      let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      if let text, text.contains("<!-- enum-props-example:input -->") { return text }
    }
    throw EnumPropertiesDocsError.missing
  }

  /// The fenced block following `<!-- enum-props-example:<name> -->`.
  static func block(_ name: String, in text: String) throws -> String {
    let marker = "<!-- enum-props-example:\(name) -->\n```swift\n"
    let start = try XCTUnwrap(text.range(of: marker), "no \(name) example").upperBound
    let end = try XCTUnwrap(text.range(of: "```\n", range: start..<text.endIndex)).lowerBound
    return String(text[start..<end])
  }

  func testExampleOutputIsGenerated() throws {
    let text = try Self.docsText()
    let directory = try temporaryDirectory("enumprops")
    let path = try directory.write("FeedStore.swift", try Self.block("input", in: text))
    let generator = EnumPropertiesGenerator()
    let result = generator.generate(paths: [path])
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(
      EnumPropertiesDocument.file(result.documents, command: generator.command),
      try Self.block("output", in: text))
  }
}

enum EnumPropertiesDocsError: Error {
  case missing
}
