import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// `Documentation/Graph.md`'s forms table must be what the registry generates. Re-record with
/// `ARCHGEN_RECORD=1 swift test --filter FormDocumentationTests`.
final class FormDocumentationTests: XCTestCase {
  func testDocsFormsTableMatchesTheRegistry() throws {
    let page = "Documentation/Graph.md"
    let url = Repository.url(page)
    let document = try String(contentsOf: url, encoding: .utf8)
    let updated = try XCTUnwrap(
      FormDocumentation.updating(document), "\(page) lacks the generated-forms markers")
    Golden.assertMatches(updated, at: url)
    if Golden.isRecording, updated != document { return }
    for form in FormRegistry.forms {
      XCTAssertTrue(document.contains("| `\(form.identifier)` |"), form.identifier)
    }
  }
}
