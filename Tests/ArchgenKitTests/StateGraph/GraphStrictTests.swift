import ArchgenKit
import XCTest

/// `--strict` findings, with their locations and rule ids, sorted by file, line and column.
final class GraphStrictTests: XCTestCase {
  private func warnings(_ code: String) -> [String] {
    let result = GraphFixtures.analyze(code: code, path: "S.swift")
    XCTAssertFalse(result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
    return result.findings.map(XcodeReporter().line)
  }

  func testShadowedCaseIsReportedAtItsLine() throws {
    let result = try GraphFixtures.analyze("PlayerReducer.swift", strict: true)
    XCTAssertEqual(
      result.findings.map(XcodeReporter().line),
      [
        "Fixtures/StateGraph/PlayerReducer.swift:41:10: warning: case (failed, errored) is "
          + "shadowed by the earlier case (failed, *) on line 37 (shadowed-case)"
      ])
    XCTAssertEqual(result.findings.first?.code, "case (.failed, .errored):")
  }

  func testWithoutStrictThereAreNoFindings() throws {
    XCTAssertEqual(try GraphFixtures.analyze("PlayerReducer.swift").findings, [])
  }

  func testUnreachableDeadEndAndUnhandled() {
    let code = """
      enum S { case idle, running, done, orphan }
      enum E { case start, finish, ping }
      struct M {
        static let initial = S.idle
        static func reduce(state: S, event: E) -> S {
          switch (state, event) {
          case (.idle, .start): return .running
          case (.running, .finish): return .done
          default: return state
          }
        }
      }
      """
    XCTAssertEqual(
      warnings(code),
      [
        "S.swift:1:30: warning: state 'done' of M has no way out (dead-end-state)",
        "S.swift:1:36: warning: state 'orphan' of M has no way out (dead-end-state)",
        "S.swift:1:36: warning: state 'orphan' of M is never reached from the initial state "
          + "'idle' (unreachable-state)",
        "S.swift:5:3: warning: event 'ping' is never handled by M (unhandled-event)",
      ])
  }

  func testCleanMachineHasNoWarnings() {
    let code = """
      enum S { case on, off }
      enum E { case toggle }
      struct Lamp {
        static let initial = S.off
        static func reduce(state: S, event: E) -> S {
          switch (state, event) {
          case (.on, .toggle): return .off
          case (.off, .toggle): return .on
          }
        }
      }
      """
    XCTAssertEqual(warnings(code), [])
  }

  func testWhereClauseDoesNotShadow() {
    let code = """
      func reduce(state: S, event: E) -> S {
        switch (state, event) {
        case (_, .tick(let n)) where n > 3: return .late
        case (.idle, .tick): return .early
        }
      }
      """
    XCTAssertFalse(warnings(code).contains { $0.contains("shadowed") })
  }
}
