import Foundation
import XCTest

@testable import ArchgenKit

/// `Documentation/Lint.md`'s rule list must be what the registry generates. Re-record with
/// `ARCHGEN_RECORD=1 swift test --filter LintDocumentationTests`.
final class LintDocumentationTests: XCTestCase {
  func testDocsRuleListMatchesTheRegistry() throws {
    let page = "Documentation/Lint.md"
    let url = LintTestPaths.repository.appendingPathComponent(page)
    let document = try String(contentsOf: url, encoding: .utf8)
    let updated = try XCTUnwrap(
      LintRuleDocumentation.updating(document), "\(page) lacks the generated-rules markers")
    if ProcessInfo.processInfo.environment["ARCHGEN_RECORD"] == "1", updated != document {
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    XCTAssertEqual(
      document, updated, "\(page) is out of date; re-record with ARCHGEN_RECORD=1")
    for rule in LintRegistry.rules {
      XCTAssertTrue(document.contains("| `\(rule.id)` |"), rule.id)
    }
  }
}
