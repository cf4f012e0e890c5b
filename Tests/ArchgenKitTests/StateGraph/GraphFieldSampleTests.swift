import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31, forms from a sample of ReSwift apps and view models no label file holds: a cast's
/// binding that shadows the event, `return state ?? x`, local closures a case calls (handed the
/// next case or not), and a closure a method hands the state to.
final class GraphFieldSampleTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze(fixture))
  }

  /// `case let action as DoorAction` then `switch action`: the inner cases join the type, as a
  /// binding of another name does; `guard … else { return state ?? .up }` is no edge and starts
  /// the machine.
  func testACastBindingShadowingTheEventIsTheCastValue() throws {
    let result = try GraphFixtures.analyze("ShadowedCastEvents.swift")
    let found = GraphFixtures.edgesByMachine(result)
    XCTAssertEqual(
      found["doorReducer"],
      [
        "* -DoorAction.open-> position=open", "* -DoorAction.close-> position=closed",
        "* -DoorAction.lock-> position=locked", "* -DoorAction.lock-> code=?",
        "* -ResetDoor-> position=closed", "* -ResetDoor-> code=nil",
      ])
    XCTAssertEqual(
      found["alarmReducer"],
      [
        "* -AlarmAction.arm-> armed", "* -AlarmAction.disarm-> disarmed",
        "armed -AlarmAction.trigger-> ringing",
      ])
    XCTAssertEqual(found["ShadeReducer"], ["* -raise-> up", "* -lower-> down"])
    XCTAssertEqual(result.machines.first { $0.name == "ShadeReducer" }?.initial, "up")
  }

  /// `return addPoint(action)` where `addPoint` is a local closure: what it does to the state it
  /// captures, its `guard` narrowing as in a case body.
  func testALocalClosureACaseCallsIsFollowed() throws {
    let found = try machines("LocalClosureCases.swift")
    XCTAssertEqual(
      found["trackReducer"],
      [
        "isTracking=false -AddPoint-> dropped=?", "isTracking=true -AddPoint-> points=?",
        "* -SetTracking-> isTracking=?", "* -ToggleTracking-> isTracking=?",
        "* -ClearTrack-> points=[]",
      ])
  }

  /// `show(.empty)` where the local closure `show` sets `state = newState`: the case handed in;
  /// `update { $0.isLoading = true }` through a method that calls its closure with `&state` sets
  /// the state; a switch over a string is no event.
  func testViewModelLocalClosuresAndStateClosures() throws {
    let found = try machines("ViewModelInputs.swift")
    XCTAssertEqual(
      found["LibrarySearchViewModel"],
      [
        "* -search-> searching", "searching -search-> empty", "searching -search-> results",
        "searching -search-> failed", "* -clear-> idle",
      ])
    XCTAssertEqual(
      found["AccountViewModel"],
      [
        "* -appeared-> isLoading=true", "isLoading=true -appeared-> isLoading=false",
        "* -appeared-> account=?", "isLoading=true -appeared-> isLoading=false",
        "* -appeared-> error=?", "* -dismissedError-> error=nil",
      ])
    XCTAssertNil(found["ThemePicker"])
  }
}
