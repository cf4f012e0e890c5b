import ArchgenKit
import XCTest

/// `--strict` findings, with their locations.
final class GraphStrictTests: XCTestCase {
  private func warnings(_ code: String) -> [String] {
    GraphFixtures.analyze(code: code, path: "S.swift").diagnostics.map(\.description)
  }

  func testShadowedCaseIsReportedAtItsLine() throws {
    let result = try GraphFixtures.analyze("PlayerReducer.swift", strict: true)
    let shadowed = result.diagnostics.filter { $0.message.contains("shadowed") }
    XCTAssertEqual(
      shadowed.map(\.description),
      [
        "Fixtures/StateGraph/PlayerReducer.swift:41:10: warning: case (failed, errored) is "
          + "shadowed by the earlier case (failed, *) on line 37"
      ])
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
        "S.swift:1:36: warning: state 'orphan' of M is never reached from the initial state 'idle'",
        "S.swift:1:30: warning: state 'done' of M has no way out",
        "S.swift:1:36: warning: state 'orphan' of M has no way out",
        "S.swift:5:3: warning: event 'ping' is never handled by M",
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
