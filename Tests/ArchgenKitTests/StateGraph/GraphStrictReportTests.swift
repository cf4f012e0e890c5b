import ArchgenKit
import ArchgenTestSupport
import XCTest

/// `--strict` findings through lint's reporters, and suppressed with lint's comments.
final class GraphStrictReportTests: XCTestCase {
  /// One machine with a finding of every strict rule.
  static let everyRule = """
    enum S {
      case idle, running, done
      case orphan
    }
    enum E { case start, finish, ping }
    struct M {
      static let initial = S.idle
      static func reduce(state: S, event: E) -> S {
        switch (state, event) {
        case (.idle, .start): return .running
        case (.running, _): return .done
        case (.running, .finish): return .idle
        case (.idle, .finish) where ready && !ready: return .running
        default: return state
        }
      }
    }
    """

  private func findings(_ code: String) -> [LintFinding] {
    GraphFixtures.analyze(code: code, path: "M.swift").findings
  }

  func testEveryRuleFiresWithItsIdAndSeverityWarning() {
    let found = findings(Self.everyRule)
    XCTAssertEqual(
      found.map { "\($0.line):\($0.column) \($0.rule)" },
      [
        "2:23 dead-end-state", "3:8 dead-end-state", "3:8 unreachable-state",
        "8:3 unhandled-event", "12:10 shadowed-case", "13:5 contradictory-guard",
      ])
    XCTAssertEqual(Set(found.map(\.rule)), Set(StrictRule.allCases.map(\.id)))
    XCTAssertTrue(found.allSatisfy { $0.severity == .warning })
  }

  func testJSONReporterCarriesEveryRuleId() throws {
    let text = try XCTUnwrap(StrictReport.report(findings(Self.everyRule), reporter: "json"))
    let items = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    XCTAssertEqual(
      items.compactMap { $0["rule"] as? String },
      [
        "dead-end-state", "dead-end-state", "unreachable-state", "unhandled-event",
        "shadowed-case", "contradictory-guard",
      ])
    XCTAssertEqual(items.first?["file"] as? String, "M.swift")
    XCTAssertEqual(items.first?["severity"] as? String, "warning")
  }

  func testSARIFListsTheStrictRulesAndPointsEveryResultAtOne() throws {
    let text = try XCTUnwrap(StrictReport.report(findings(Self.everyRule), reporter: "sarif"))
    let log = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    XCTAssertEqual(ids, StrictRule.allCases.map(\.id))
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 6)
    for result in results {
      let id = try XCTUnwrap(result["ruleId"] as? String)
      let index = try XCTUnwrap(result["ruleIndex"] as? Int, id)
      XCTAssertEqual(ids[index], id)
      XCTAssertEqual(result["level"] as? String, "warning")
    }
    XCTAssertEqual(
      Set(results.compactMap { $0["ruleId"] as? String }), Set(StrictRule.allCases.map(\.id)))
  }

  func testGitHubActionsAnnotationsAreTitledWithTheRuleId() throws {
    let text = try XCTUnwrap(
      StrictReport.report(findings(Self.everyRule), reporter: "github-actions"))
    XCTAssertEqual(text.split(separator: "\n").count, 6)
    for (line, rule) in [
      (2, "dead-end-state"), (3, "unreachable-state"), (8, "unhandled-event"),
      (12, "shadowed-case"), (13, "contradictory-guard"),
    ] {
      XCTAssertTrue(
        text.contains("::warning file=M.swift,line=\(line),col="), "\(rule) at \(line)\n\(text)")
      XCTAssertTrue(text.contains(",title=\(rule)::"), "\(rule)\n\(text)")
    }
  }

  func testUnknownReporterGivesNothing() {
    XCTAssertNil(StrictReport.report([], reporter: "nope"))
  }

  func testSuppressionCommentsSilenceStrictFindingsAsLints() {
    let code = """
      enum S {
        case idle, running, done // archgen:disable:this dead-end-state
        // archgen:disable:next unreachable-state dead-end-state - kept for old clients
        case orphan
      }
      enum E { case start, finish, ping }
      struct M {
        static let initial = S.idle
        // archgen:disable:next unhandled-event
        static func reduce(state: S, event: E) -> S {
          switch (state, event) {
          case (.idle, .start): return .running
          case (.running, _): return .done
          // archgen:disable shadowed-case
          case (.running, .finish): return .idle
          // archgen:enable shadowed-case
          default: return state
          }
        }
      }
      """
    XCTAssertEqual(findings(code), [])
  }

  func testASuppressionSilencesOnlyItsRuleAndItsLine() {
    let code = """
      enum S {
        case idle, running, done
        // archgen:disable:next dead-end-state
        case orphan
      }
      enum E { case start, finish, ping }
      struct M {
        static let initial = S.idle
        static func reduce(state: S, event: E) -> S {
          switch (state, event) {
          case (.idle, .start): return .running
          case (.running, .finish): return .idle
          default: return state
          }
        }
      }
      """
    XCTAssertEqual(
      findings(code).map { "\($0.line) \($0.rule)" },
      ["2 dead-end-state", "2 unreachable-state", "4 unreachable-state", "9 unhandled-event"])
  }

  /// Lint reads the same comments: a graph rule id is neither unknown nor superfluous to it,
  /// while a misspelt id still is.
  func testLintDoesNotCallStrictRuleIdsUnknown() {
    let code = """
      enum S {
        // archgen:disable:next unreachable-state dead-end-state
        case orphan
        // archgen:disable:next unreachable-stat
        case other
      }
      """
    let findings = FileLinter(config: LintConfig()).lint(path: "S.swift", text: code)
    XCTAssertEqual(
      findings.map { "\($0.line) \($0.rule): \($0.message)" },
      ["4 superfluous-disable: suppression names unknown rule 'unreachable-stat'"])
  }

  func testUTF16ColumnsFollowMultiByteCharacters() {
    let code = """
      enum S { case idle, é, done }
      enum E { case start }
      struct M {
        static let initial = S.idle
        static func reduce(state: S, event: E) -> S {
          switch (state, event) {
          case (.idle, .start): return .é
          case (.é, .start): return .idle
          }
        }
      }
      """
    let done = findings(code).first { $0.message.contains("'done'") }
    XCTAssertEqual(done?.column, 25)
    XCTAssertEqual(done?.utf16Column, 24)
  }

  func testReportRoutesXcodeToDiagnosticsAndOthersToStdoutOrFiles() throws {
    let found = findings(Self.everyRule)
    let plain = StrictReport.publish(found, to: [])
    XCTAssertEqual(plain.standardOutput, "")
    XCTAssertEqual(
      plain.diagnostics.first?.description,
      "M.swift:2:23: warning: state 'done' of M has no way out (dead-end-state)")
    XCTAssertEqual(plain.diagnostics.count, 6)
    // A folder that does not exist yet: publishing makes it.
    let directory = try temporaryDirectory("strict-report").file("reports")
    let file = directory.appendingPathComponent("graph.sarif").path
    let both = StrictReport.publish(
      found,
      to: [ReporterOutput(name: "json"), ReporterOutput(name: "sarif", path: file)])
    XCTAssertEqual(both.diagnostics, [])
    XCTAssertEqual(both.standardOutput, StrictReport.report(found, reporter: "json"))
    XCTAssertEqual(
      try String(contentsOfFile: file, encoding: .utf8),
      StrictReport.report(found, reporter: "sarif"))
    XCTAssertTrue(StrictReport.usesStandardOutput(ReporterOutput(name: "json")))
    XCTAssertFalse(StrictReport.usesStandardOutput(ReporterOutput(name: "xcode")))
    XCTAssertFalse(StrictReport.usesStandardOutput(ReporterOutput(name: "json", path: "a")))
  }
}
