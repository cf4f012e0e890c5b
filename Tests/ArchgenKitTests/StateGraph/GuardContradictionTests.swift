import XCTest

@testable import ArchgenGraph
@testable import ArchgenKit

/// `contradictory-guard`: the guard texts transitions carry, read for a test and its negation.
final class GuardContradictionTests: XCTestCase {
  /// Guards that cannot hold, with the two parts that clash.
  static let contradictions: [(guard: String, first: String, second: String)] = [
    // `guard isOnline else { … }` inside `if !isOnline`
    ("!isOnline && isOnline", "!isOnline", "isOnline"),
    ("x == nil && x != nil", "x == nil", "x != nil"),
    ("x==nil && x != nil", "x==nil", "x != nil"),
    // `case .retry where flag` under `if !flag`, with other tests between
    ("!flag && count > 0 && flag", "!flag", "flag"),
    ("state.isLoading == false && state.isLoading", "state.isLoading == false", "state.isLoading"),
    ("isOn != true && isOn == true", "isOn != true", "isOn == true"),
    ("!(isOn) && isOn", "!(isOn)", "isOn"),
    // `if let user = session.user { … }` then `session.user == nil` on one path
    (
      "let user = session.user && session.user == nil", "let user = session.user",
      "session.user == nil"
    ),
    ("let token && token == nil", "let token", "token == nil"),
    (
      "!(let user = session.user) && session.user != nil", "!(let user = session.user)",
      "session.user != nil"
    ),
    ("a == b && b != a", "a == b", "b != a"),
    // the `else` of `if a, b` is `!(a && b)`
    ("a && b && !(a && b)", "a && b", "!(a && b)"),
    ("(a && b) && !a", "a", "!a"),
  ]

  /// Guards whose parts can all hold.
  static let consistent = [
    "isOnline", "!isOnline && token == nil", "x != nil && y == nil", "a || b && !a",
    "!(a && b) && a", "f(x && y) && !x", "let user = session.user && user.isAdmin",
    "case .loaded = result && !isEmpty", "a == b && a != c", "\"x && !x\" == text",
  ]

  func testAConditionAndItsNegationClash() {
    for example in Self.contradictions {
      XCTAssertEqual(
        GuardContradiction.find(example.guard),
        GuardContradiction(first: example.first, second: example.second), example.guard)
    }
  }

  func testGuardsThatCanHoldAreNotFlagged() {
    for example in Self.consistent {
      XCTAssertNil(GuardContradiction.find(example), example)
    }
  }

  func testStrictFlagsTheTransitionInsideTheBranchThatCannotRun() {
    let code = """
      enum LoaderState { case idle, loading, failed }
      enum LoaderEvent { case load, retry, cancel }

      func reduce(_ state: inout LoaderState, _ event: LoaderEvent, isOnline: Bool, token: String?) {
        switch event {
        case .load:
          if !isOnline {
            guard isOnline else { return }
            state = .loading
            state = .failed
          }
        case .retry where token == nil:
          if token != nil { state = .loading }
        case .cancel:
          state = isOnline ? .idle : .failed
        }
      }
      """
    let found = GraphFixtures.analyze(code: code, path: "Loader.swift").findings
      .filter { $0.rule == "contradictory-guard" }
    XCTAssertEqual(
      found.map { "\($0.file):\($0.line):\($0.column): \($0.message)" },
      [
        "Loader.swift:9:7: the guard of load (* -> loading) in reduce cannot hold: '!isOnline' "
          + "and 'isOnline' on one path",
        "Loader.swift:13:5: the guard of retry (* -> loading) in reduce cannot hold: "
          + "'token == nil' and 'token != nil' on one path",
      ])
  }

  func testASuppressionCommentSilencesIt() {
    let code = """
      enum S { case idle, busy }
      enum E { case go }
      func reduce(_ state: inout S, _ event: E, ready: Bool) {
        switch event {
        case .go where !ready:
          // archgen:disable:next contradictory-guard
          if ready { state = .busy }
        }
      }
      """
    XCTAssertEqual(
      GraphFixtures.analyze(code: code).findings.filter { $0.rule == "contradictory-guard" }, [])
  }
}
