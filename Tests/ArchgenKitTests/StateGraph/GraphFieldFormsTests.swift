import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31, forms read on apps no label file uses: each fixture is one run of its folder's files,
/// written after a form that drew `?` or no machine at all, checked edge by edge and byte for byte.
final class GraphFieldFormsTests: XCTestCase {
  private static let forms = [
    "DelegatedReducers", "FieldMethods", "PartReducers", "ReSwiftHelpers", "ResultHelpers",
    "ShadowedFields",
  ]

  private func analyze(_ name: String) throws -> GraphResult {
    try GraphFixtures.analyze(group: "FieldForms", name)
  }

  private func edges(_ name: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try analyze(name))
  }

  func testFieldFormFixturesMatchGoldenJSONAndDOT() throws {
    try GraphFixtures.assertGroupGoldens("FieldForms", Self.forms)
  }

  /// `onLoaded(state: &state, outcome: outcome)`: a helper handed the state and the payload
  /// carries on the case, so its switch over the payload joins the event as written inline.
  func testAHelperHandedTheStateAndThePayloadJoinsThePayloadsCases() throws {
    XCTAssertEqual(
      try edges("ResultHelpers")["InboxReducer"],
      [
        "* -refresh-> phase=loading", "* -loaded.success-> phase=idle",
        "* -loaded.success-> unread=?", "* -loaded.failure-> phase=failed",
        "* -marked.success-> unread=?",
      ])
  }

  /// `state = applyMove(state: state, move: move)`, the helper in another file: the fields it
  /// sets on the copy it returns; a helper that hands the state back as it was draws nothing.
  func testAFreeHelperInAnotherFileGivesTheFieldsItSets() throws {
    XCTAssertEqual(
      try edges("ReSwiftHelpers")["puzzleReducer"],
      [
        "* -MoveBead-> jars[].beads=?", "* -MoveBead-> solved=false",
        "* -RestartPuzzle-> moves=0", "* -RestartPuzzle-> solved=false",
      ])
  }

  /// `func withDate(_ date: Int) -> TripState { TripState(name: name, date: date, ...) }`: the
  /// parameter shadows the field, so `date: date` sets `date` to the value passed.
  func testAParameterShadowingAFieldIsTheNewValue() throws {
    XCTAssertEqual(
      try edges("ShadowedFields")["TripViewModel"],
      [
        "* -rename-> name=?", "* -reschedule-> date=?", "* -reschedule-> isPickerShown=false",
        "* -archive-> status=archived", "* -showPicker-> isPickerShown=?",
      ])
  }

  /// `func spinnerReducer(action: Action, state: AppState?) -> Spinner` returning
  /// `state.spinner` when nothing happens: the part is the machine's state.
  func testAReducerOfOnePartOfTheStateIsThatPartsMachine() throws {
    let found = try edges("PartReducers")
    XCTAssertEqual(
      found["spinnerReducer"],
      ["* -ShowSpinner-> shown", "* -HideSpinner-> hidden", "* -SignInFailed-> ?"])
    XCTAssertEqual(
      found["signInReducer"],
      [
        "* -EmailChanged-> email=?", "* -SignInStarted-> phase=sending",
        "* -SignInFailed-> phase=rejected",
      ])
  }

  /// `state.panel.finishEditing()`, `Panel` in another file: the fields its mutating method sets,
  /// under the field's path; a method two types declare, or a collection's own, stays `field=?`.
  func testAFieldsMutatingMethodInAnotherFileSetsItsFields() throws {
    XCTAssertEqual(
      try edges("FieldMethods")["BoardReducer"],
      [
        "* -sceneBecameActive-> panel.mode=idle", "* -sceneBecameActive-> panel.isFocused=false",
        "* -footerTapped-> footer=?", "* -cardAdded-> cards=?",
      ])
  }

  /// `case .idle: return StopSearch.reduceIdle(state, event)`, the delegate in another file: no
  /// state named after the delegate; its changes are drawn by its own machine.
  func testACallHandedTheStateAndTheEventIsADelegationNotACase() throws {
    let machines = try analyze("DelegatedReducers").machines
    let reduce = machines.first { $0.function == "reduce" }
    XCTAssertEqual(
      reduce?.transitions.map { "\($0.from) -\($0.event)-> \($0.to)" },
      ["status=failed -reset-> status=idle"])
    XCTAssertEqual(
      machines.compactMap(\.function).sorted(), ["reduce", "reduceIdle", "reduceLoading"])
  }
}
