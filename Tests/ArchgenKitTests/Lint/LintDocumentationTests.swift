import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// `Documentation/Lint.md`'s rule list must be what the registry generates. Re-record with
/// `ARCHGEN_RECORD=1 swift test --filter LintDocumentationTests`.
final class LintDocumentationTests: XCTestCase {
  func testDocsRuleListMatchesTheRegistry() throws {
    let page = "Documentation/Lint.md"
    let url = Repository.url(page)
    let document = try String(contentsOf: url, encoding: .utf8)
    let updated = try XCTUnwrap(
      LintRuleDocumentation.updating(document), "\(page) lacks the generated-rules markers")
    Golden.assertMatches(updated, at: url)
    if Golden.isRecording, updated != document { return }
    for rule in LintRegistry.rules {
      XCTAssertTrue(document.contains("| `\(rule.id)` |"), rule.id)
    }
  }
}
