import ArchgenKit
import XCTest

/// The one contract between the capabilities and the command line: statuses and their exit codes
/// as the README's table gives them, checked once here for every command.
final class CommandOutcomeTests: XCTestCase {
  func testStatusesMapToTheDocumentedExitCodes() {
    XCTAssertEqual(CommandOutcome.Status.success.exitCode, 0)
    XCTAssertEqual(CommandOutcome.Status.actionNeeded.exitCode, 1)
    XCTAssertEqual(CommandOutcome.Status.failure.exitCode, 2)
  }

  func testAStatusIsOnlyEverRaised() {
    var outcome = CommandOutcome()
    outcome.escalate(to: .actionNeeded)
    XCTAssertEqual(outcome.status, .actionNeeded)
    outcome.escalate(to: .failure)
    outcome.escalate(to: .actionNeeded)
    outcome.escalate(to: .success)
    XCTAssertEqual(outcome.status, .failure)
  }

  func testAFailureCarriesItsDiagnosticsAndNoOutput() {
    let outcome = CommandOutcome.failure([.error("no such file or directory", file: "A.swift")])
    XCTAssertEqual(outcome.status.exitCode, 2)
    XCTAssertEqual(outcome.standardOutput, "")
    XCTAssertEqual(
      outcome.diagnostics.map(\.description), ["A.swift: error: no such file or directory"])
  }

  func testEveryCapabilityReportsThroughTheContract() throws {
    let stale = LintRuleListing.command(id: "no-such-rule", examples: false)
    XCTAssertEqual(stale.status, .failure)
    XCTAssertEqual(LintRuleListing.command(id: nil, examples: false).status, .success)
    let missing = StateGraph.run(
      GraphRequest(options: GraphOptions(paths: ["/no/such/Reducer.swift"]), output: .init()))
    XCTAssertEqual(missing.status, .failure)
    XCTAssertEqual(missing.diagnostics.map(\.file), ["/no/such/Reducer.swift"])
    XCTAssertEqual(TemplateSource.listCommand().status, .success)
  }
}
