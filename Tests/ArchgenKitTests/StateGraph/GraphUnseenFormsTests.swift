import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Forms of issue 31's never-opened sets (field-f … field-j), each read by what it means: an
/// assignment returned from a method that returns nothing, a function handed the state with a
/// closure that sets its parameter's fields, a guard listing cases of an enum declared outside
/// the run, a case picked by a guard whose payload is switched over, a switch expression of
/// copies.
final class GraphUnseenFormsTests: XCTestCase {
  private func edges(_ name: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze(name))
  }

  /// `return state = .playing(name)`, `return self.state = …`, `return state = close()` where
  /// `close()` returns the state's type (the holder's type taken from `TrackState.idle`).
  func testAnAssignmentReturnedFromAVoidMethodIsATransition() throws {
    let result = try GraphFixtures.analyze("ReturnedAssignments.swift")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result)["TrackSession"],
      [
        "idle -open-> loading", "loading -ready-> playing", "loading -close-> idle",
        "paused -toggle-> playing", "paused -close-> idle", "playing -toggle-> paused",
        "playing -close-> idle",
      ])
    XCTAssertEqual(result.machines.first?.initial, "idle")
  }

  /// `return modify(state) { $0.email = text }`, and a named closure parameter (`draft in`).
  func testAFunctionHandedTheStateAndASettingClosureIsACopy() throws {
    XCTAssertEqual(
      try edges("FunctionAppliedCopies.swift")["SignInModel"],
      [
        "* -emailChanged-> email=?", "* -passwordChanged-> password=?",
        "* -passwordChanged-> failure=nil", "* -signInStarted-> isSigningIn=true",
        "* -signInFailed-> isSigningIn=false", "* -signInFailed-> failure=?",
        "* -dismissFailure-> failure=nil",
      ])
  }

  /// `guard state == .running || state == .paused else { throw … }` with the enum in another
  /// file: one edge from each listed case.
  func testAGuardListingCasesOfAnEnumOutsideTheRunNarrowsToThem() throws {
    XCTAssertEqual(
      try edges("ListedCasesOutsideRun.swift")["VirtualMachine"],
      [
        "stopped -start-> starting", "starting -start-> running", "starting -start-> stopped",
        "running -suspend-> saving", "paused -suspend-> saving", "saving -suspend-> suspended",
        "saving -suspend-> stopped", "* -restart-> stopping", "stopping -restart-> running",
      ])
  }

  /// `guard let appAction = action as? AppAction, case let .news(newsAction) = appAction` then
  /// `switch newsAction`, in a guard and in an `if`: the events are `news.loaded`, `tabs.select`.
  func testACasePickedByAGuardNamesTheEventsOfTheSwitchOverItsPayload() throws {
    let found = try edges("GuardMatchedEvents.swift")
    XCTAssertEqual(
      found["newsReducer"],
      ["* -news.loaded-> items=?", "* -news.loaded-> error=nil", "* -news.failed-> error=?"])
    XCTAssertEqual(found["tabReducer"], ["* -tabs.select-> selected=?"])
  }

  /// `return switch action { case .upload: state.copy(isUploading: true) … case .retry: nil }`.
  func testASwitchExpressionOfCopiesGivesEachCopysFields() throws {
    XCTAssertEqual(
      try edges("SwitchedCopies.swift")["UploadFormViewModel"],
      [
        "* -titleChanged-> title=?", "* -titleChanged-> isValid=?",
        "* -upload-> isUploading=true", "* -uploadFailed-> isUploading=false",
        "* -uploadFailed-> failed=true", "* -uploaded-> isUploading=false",
      ])
  }

  /// `return ProfileFormModel.initialState` in a closure declared `(ProfileFormState,
  /// ProfileFormAction) -> ProfileFormState`: another type's static value is a new state that
  /// cannot be told (`?`), not a case; the declaration gives the machine its state type.
  func testAnotherTypesStaticValueIsAStateThatCannotBeTold() throws {
    let result = try GraphFixtures.analyze("ForeignStaticValues.swift")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result)["ProfileFormModel"],
      ["* -nameChanged-> name=?", "* -save-> isSaving=true", "* -saved-> ?", "* -close-> ?"])
    XCTAssertEqual(result.machines.first?.stateType, "ProfileFormState")
  }
}
