import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31 points 2 and 3: a machine is found by what its event decides, whatever the names,
/// and a call back into its own entry point is an event received later, never a helper.
final class GraphEventMeaningTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze(fixture))
  }

  /// Seed 000's Store: `startDownload()` registers callbacks that call `self?.dispatch(...)`.
  /// Each of the nine edges is drawn once, none again under `download`.
  func testCallbacksIntoDispatchGiveNoEdgeOfTheCase() throws {
    let found = try machines("DispatchCallbacks.swift")
    XCTAssertEqual(
      found["FileDownloadStore"],
      [
        "idle -download-> downloading", "finished -download-> downloading",
        "failed -retry-> downloading", "downloading -didProgress-> downloading",
        "downloading -didFinish-> finished", "downloading -didFail-> failed",
        "downloading -cancel-> idle", "finished -reset-> idle", "failed -reset-> idle",
      ])
  }

  /// A view model's helpers send actions back (`send(.loaded(p))`): `retry` and `refresh` end at
  /// `loading`, and the actions sent back are edges of their own.
  func testActionsSentBackFromTasksAreTheirOwnEvents() throws {
    let found = try machines("TaskViewModels.swift")
    XCTAssertEqual(
      found["ProfileViewModel"],
      [
        "idle -appear-> loading", "* -refresh-> loading", "* -retry-> loading",
        "* -loaded-> loaded", "* -failed-> failed", "* -logout-> idle",
      ])
  }

  /// `guard let sessionAction = action as? SessionAction` then `switch sessionAction`: the
  /// cast's binding is the event, whatever its name; so is a forced cast into a local.
  func testTheCastBindingIsTheEvent() throws {
    let found = try machines("CastBoundEvents.swift")
    XCTAssertEqual(
      found["handleAction"],
      [
        "* -signIn-> status=signingIn", "* -signedIn-> status=signedIn",
        "* -signedIn-> token=?", "* -signInFailed-> status=failed",
        "* -signOut-> status=signedOut", "* -signOut-> token=nil",
      ])
    XCTAssertEqual(
      found["playerReducer"], ["* -play-> playing", "playing -pause-> paused", "* -stop-> stopped"])
  }

  /// The event taken from a queue (`pending.first`, `eventQueue.first`) or passed under any name
  /// (`result`), the state written directly or through `let update = { self.status = $0 }`; a
  /// tuple switch that never changes its stored value is no machine.
  func testStoredTupleSwitchesAreMachines() throws {
    let found = try machines("StoredTupleSwitches.swift")
    XCTAssertEqual(
      found["UploadQueue"],
      [
        "idle -start-> uploading", "uploading -pause-> paused", "paused -resume-> uploading",
        "uploading -finish-> done",
      ])
    XCTAssertEqual(
      found["SyncEngine"],
      [
        "waiting -begin-> syncing", "syncing -succeed-> synced", "syncing -fail-> failed",
        "failed -reset-> waiting", "synced -reset-> waiting",
      ])
    XCTAssertEqual(
      found["ImportJob"],
      ["running -success-> done", "running -failure-> failed", "running -cancelled-> ready"])
    XCTAssertNil(found["GridLayout"])
  }
}
