import ArchgenKit
import XCTest

/// `PathEnds.swift`: where a body's next change starts, read by what the body does: the end of
/// a followed helper's path that did not throw, the case a failed test of the state leaves, a
/// test made after binding `self` in the same condition list, and a receive loop whose elements
/// arrive later.
final class GraphPathEndsTests: XCTestCase {
  private func edges() throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze("PathEnds.swift"))
  }

  /// `prime()` ends in `warm`, or in `warmFailed` in its `catch`: the completion `sync` starts
  /// after it begins from `warm`, the end of the path that did not throw (never from the catch
  /// clause's case, which the `if case … { return }` leaves behind anyway).
  func testAHelpersCatchClauseIsNotWhereTheCallerGoesOn() throws {
    XCTAssertEqual(
      try edges()["CacheSyncer"],
      [
        "cold -sync-> warm", "cold -sync-> warmFailed", "warm -sync-> synced",
        "warm -sync-> syncFailed",
      ]
    )
  }

  /// `if state != .saved { state = .editing }`: below it the state is `editing`, or `saved` when
  /// the test failed, so the writes below start from both (`saved -> saved` is where the flow
  /// is: no edge). A guard that only excludes `hidden` starts from every other case but the
  /// plain case written (`editing -> editing` is no edge, as `* -> editing` never draws it); a
  /// case rebuilt with a new payload is still a self-loop (`browsing -> browsing`).
  func testAFailedTestOfTheStateLeavesTheCaseItCompared() throws {
    XCTAssertEqual(
      try edges()["PanelModel"],
      [
        "hidden -save-> editing", "browsing -save-> editing", "editing -save-> saved",
        "saved -save-> hidden", "editing -save-> hidden", "browsing -browse-> browsing",
        "editing -browse-> browsing", "saved -browse-> browsing", "browsing -edit-> editing",
        "saved -edit-> editing", "* -close-> hidden",
      ])
  }

  /// `guard let strongSelf = self, strongSelf.state == .idle`: the second condition tests the
  /// object's own state (`idle -> joining`). `listen()`'s `Task` holds the object weakly and runs
  /// a receive loop: the messages and the loop's end (and what it throws) arrive later, so
  /// `listen` draws only its own write. `replay()`'s `Task` holds it strongly: its loop and what
  /// follows are its work.
  func testABoundSelfNarrowsAndAListeningLoopIsNotTheMethods() throws {
    XCTAssertEqual(
      try edges()["LinkSession"],
      [
        "idle -join-> joining", "* -listen-> joining", "* -replay-> joined",
        "* -replay-> dropped", "joining -leave-> idle", "joined -leave-> idle",
        "dropped -leave-> idle",
      ])
  }

  /// `guard state.sheet.mode != .choice`: the field's enum, found through the types the state's
  /// structs give their fields, gives each other case as the from of every change below the
  /// guard, one edge from each; a plain case is not drawn from itself.
  func testATestExcludingAFieldsCaseStartsFromItsOtherCases() throws {
    XCTAssertEqual(
      try edges()["pickerReducer"],
      [
        "sheet.mode=browse -back-> sheet.query=\"\"", "sheet.mode=search -back-> sheet.query=\"\"",
        "sheet.mode=browse -back-> sheet.mode=choice",
        "sheet.mode=search -back-> sheet.mode=choice",
        "sheet.mode=choice -browse-> sheet.mode=browse",
        "sheet.mode=search -browse-> sheet.mode=browse",
        "* -search-> sheet.mode=search",
      ])
  }
}
