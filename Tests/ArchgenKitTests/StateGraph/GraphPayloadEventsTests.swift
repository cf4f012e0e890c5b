import ArchgenKit
import XCTest

/// `PayloadEvents.swift`: an event method's enum payload joins its name, a helper's switch over
/// the state runs only the cases the calling path can be in, and a path whose conditions
/// contradict each other gives no edge.
final class GraphPayloadEventsTests: XCTestCase {
  private func edges() throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze("PayloadEvents.swift"))
  }

  /// A switch over `unwrap(data)` and an `if case` on a local bound to it join the method's name
  /// (`read.head`, `write.end`); a type test (`event is Greeting`) and a switch over a string
  /// keep the method alone, the value tested the string's guard.
  func testAnEventMethodsEnumPayloadJoinsItsName() throws {
    XCTAssertEqual(
      try edges()["FrameReader"],
      [
        "idle -read.head-> reading", "reading -read.end-> closed", "closed -write.end-> idle",
        "idle -userEvent-> reading", "* -command-> idle",
      ])
  }

  /// A method that maps each case of its parameter to a value without looking at the state is
  /// the event itself, the case its guard (`show`, as field-c's `displayError`, field-l's
  /// delegate methods); one whose helper tests the state decides with it, as a reducer matches
  /// an event against the state: the case joins (`read.end`, as field-n's `channelRead.end`).
  func testAPayloadCaseJoinsOnlyWhereTheMethodDecidesWithTheState() {
    let code = """
      final class SignUpForm {
        enum Problem { case taken(String), offline, unknown }
        enum Entry { case editing, invalid, alerting }

        private var entry = Entry.editing

        func show(_ problem: Problem, animated: Bool) {
          switch problem {
          case .taken: entry = .invalid
          case .offline, .unknown: entry = .alerting
          }
        }

        func edit() {
          guard case .invalid = entry else { return }
          entry = .editing
        }
      }

      final class RequestReader {
        enum Part { case head(String), end }
        enum Stage { case idle, preflight, streaming }

        private var stage = Stage.idle

        func read(_ part: Part) {
          switch part {
          case .head(let method): receivedHead(method)
          case .end: receivedEnd()
          }
        }

        func reset() {
          stage = .idle
        }

        private func receivedHead(_ method: String) {
          stage = method == "OPTIONS" ? .preflight : .streaming
        }

        private func receivedEnd() {
          if stage == .preflight {
            stage = .idle
          }
        }
      }
      """
    let found = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))
    XCTAssertEqual(
      found["SignUpForm"],
      ["* -show-> invalid", "* -show-> alerting", "* -show-> alerting", "invalid -edit-> editing"])
    XCTAssertEqual(
      found["RequestReader"],
      [
        "* -read.head-> preflight", "* -read.head-> streaming", "preflight -read.end-> idle",
        "* -reset-> idle",
      ])
  }

  /// `dismiss` calls `close()` from `showing`: the helper's `.loading` case cannot run there
  /// (its `default` runs from the cases it does not list). `reload`'s guard makes the helper's
  /// repeated guard pass: no `hidden` under `isEligible && !isEligible`. `toggle`'s inner
  /// `if !isEligible` under `if isEligible` is dead code in one body: its edge stays, for
  /// `--strict` to report.
  func testWhatThePathKnowsDecidesAHelpersSwitchAndGuards() throws {
    XCTAssertEqual(
      try edges()["Dashboard"],
      [
        "* -reload-> loading", "loading -reload-> empty", "loading -reload-> showing",
        "loading -reload-> empty", "* -toggle-> hidden", "* -toggle-> showing",
        "hidden -toggle-> showing", "showing -dismiss-> hidden", "loading -dismiss-> hidden",
        "empty -dismiss-> hidden", "showing -refresh-> hidden",
        "loading -refresh-> hidden",
      ])
  }

  /// Where a method's guards and its helper's are combined, a helper's branch that contradicts
  /// the caller gives no edge and a repeated test is written once; the contradiction inside
  /// `toggle`'s own body is the one `--strict` reports.
  func testAHelpersBranchContradictingItsCallerDrawsNothing() throws {
    let result = try GraphFixtures.analyze("PayloadEvents.swift", strict: true)
    let reload = result.machines.first { $0.name == "Dashboard" }?.transitions.filter {
      $0.event == "reload"
    }
    XCTAssertEqual(
      reload?.map { $0.guardText ?? "" },
      ["", "!isEligible", "isEligible && hasItems", "isEligible && !hasItems"])
    XCTAssertEqual(
      result.findings.filter { $0.rule == "contradictory-guard" }.map(\.message),
      [
        "the guard of toggle (* -> hidden) in Dashboard cannot hold: 'isEligible' and "
          + "'!isEligible' on one path"
      ])
  }

  /// A private method that work a `Task<Void, Never>` calls is a step of `leave`, not an event,
  /// and the spawned work runs after the code below it: from `leaving`, not `idle`.
  func testSpawnedWorkRunsAfterTheCodeBelowIt() throws {
    XCTAssertEqual(
      try edges()["Subscription"],
      ["idle -leave-> leaving", "leaving -leave-> left", "leaving -cancel-> idle"])
  }
}
