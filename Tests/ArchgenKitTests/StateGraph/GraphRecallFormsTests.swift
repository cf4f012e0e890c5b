import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 21 point 1: events named as matched, ReSwift's nil state, constants, non-mutating
/// methods of a value state, and helpers of a class that return its next state.
final class GraphRecallFormsTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for machine in try GraphFixtures.analyze(fixture).machines {
      result[machine.name] = machine.transitions.map { "\($0.from) -\($0.event)-> \($0.to)" }
    }
    return result
  }

  /// `case let PlaylistAction.add(x)` is `PlaylistAction.add`, `case is Library.Refresh` keeps
  /// the written type, `.binding(\.username)` is `binding.username`; `L10n.Player.paused` and
  /// `ErrorConstants.offline` are values (`?`), not cases; `state.reload(from:)` (not
  /// `mutating`) changes nothing; after `if let old = state { return old }` the state is nil,
  /// so `.normal` is the first state, not a transition.
  func testTypedEventsAndValues() throws {
    let found = try machines("TypedEvents.swift")
    XCTAssertEqual(
      found["playlistReducer"],
      [
        "* -PlaylistAction.add-> songs=?", "* -PlaylistAction.remove-> message=?",
        "* -Library.Refresh-> isLoading=true",
      ])
    XCTAssertEqual(found["volumeReducer"], ["* -VolumeAction.set-> ?"])
    XCTAssertEqual(
      found["reduceLoginForm"], ["* -binding.username-> canSubmit=?", "* -failed-> error=?"])
    // A payload of several bindings switched over: its case is added (`updated.success`).
    XCTAssertEqual(
      found["regionReducer"],
      ["* -updated.success-> selected=?", "* -updated.success-> available=?"])
  }

  /// `state = afterMove()`: a helper declared to return the state type is followed, `return
  /// state` in it keeps the state; `state = .longPress` where `.longPress` was matched stays a
  /// self-loop (SPEC: an explicit assignment of the same case); `LinkConstants.help` is no case
  /// and `helpURL` no state.
  func testHelpersOfAHeldStateReturnItsNextState() throws {
    let found = try machines("HeldStateHelpers.swift")
    XCTAssertEqual(
      found["GestureMachine"],
      [
        "idle -began-> pressing", "pressing -held-> longPress", "longPress -held-> longPress",
        "pressing -moved-> dragging",
        "longPress -moved-> dragging", "dragging -ended-> dropped", "dragging -ended-> idle",
        "* -cancelled-> idle",
      ])
  }

  /// `var newState = state.settings`, handed to `settingsReducer(state: &newState, ...)` and
  /// assigned back, only forwards (the child's machine); a part copied and changed here
  /// (`tags.append`) is a change.
  func testForwardedPartsAreNoChange() throws {
    let found = try machines("ForwardedParts.swift")
    XCTAssertEqual(found["appModelReducer"], ["* -tag-> tags=?", "* -launched-> phase=running"])
    XCTAssertEqual(found["settingsReducer"], ["* -toggleDark-> isDark=?"])
  }

  /// `defer { state = .idle }` runs at every exit: after the `try` that may throw and the
  /// `throw` (from `preparing`), and at the end (from `sending`); never at its own line.
  func testDeferRunsAtEveryExit() throws {
    let found = try machines("DeferredResets.swift")
    XCTAssertEqual(
      found["UploadController"],
      [
        "* -upload-> preparing", "preparing -upload-> idle", "preparing -upload-> idle",
        "preparing -upload-> sending", "sending -upload-> idle", "* -retry-> preparing",
      ])
  }
}
