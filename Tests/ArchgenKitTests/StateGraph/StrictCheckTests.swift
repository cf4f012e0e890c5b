import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Each `--strict` rule's examples give its finding or none, every rule has its check, and
/// Documentation/Graph.md's rule table is what the checks generate. Re-record the table with
/// `ARCHGEN_RECORD=1 swift test --filter StrictCheckTests`.
final class StrictCheckTests: XCTestCase {
  private func rules(_ code: String) -> [String] {
    StateGraph.analyze(
      sources: [SourceText(path: "Example.swift", text: code)],
      options: GraphOptions(paths: [], strict: true)
    ).findings.map(\.rule)
  }

  func testEveryRuleHasOneCheck() {
    XCTAssertEqual(StrictAnalysis.checks.map { $0.rule }, StrictRule.allCases)
  }

  func testExamplesGiveTheirRulesFindingOrNone() {
    for check in StrictAnalysis.checks {
      let id = check.rule.id
      XCTAssertFalse(check.triggeringExamples.isEmpty, id)
      XCTAssertFalse(check.nonTriggeringExamples.isEmpty, id)
      for code in check.triggeringExamples {
        XCTAssertTrue(rules(code).contains(id), "\(id) triggering: \(rules(code))")
      }
      for code in check.nonTriggeringExamples {
        XCTAssertFalse(rules(code).contains(id), "\(id) non-triggering: \(rules(code))")
      }
    }
  }

  func testDocsRuleTableMatchesTheChecks() throws {
    let url = Repository.url("Documentation/Graph.md")
    let document = try String(contentsOf: url, encoding: .utf8)
    let updated = try XCTUnwrap(
      StrictDocumentation.updating(document), "Graph.md lacks the generated strict-rules markers")
    Golden.assertMatches(updated, at: url)
  }
}
