import ArchgenKit
import XCTest

/// Hand-written machines read by what their bodies do to the held value: a helper's returned
/// cases, a part of an `&&` chain that pins the case, a subject holding the value, helpers of a
/// `private extension`, the values an `if`/`else` or a conditional value leaves, and a question
/// that answers by a payload in some cases.
final class GraphHeldValueRulesTests: XCTestCase {
  /// `phase == .offline && attempts < 3`: the part about the state narrows, the rest guards.
  func testOnePartOfAnAndChainPinsTheCase() throws {
    let result = try GraphFixtures.analyze("ConjunctNarrowing.swift")
    let edges = GraphFixtures.edgesByMachine(result)
    XCTAssertEqual(
      edges["Uplink"],
      [
        "offline -dial-> dialing", "dialing -handshakeFinished-> linked",
        "dialing -lost-> dropped", "linked -lost-> dropped", "dropped -lost-> dropped",
        "dialing -cancel-> offline", "linked -cancel-> offline", "* -reset-> offline",
      ])
    let dial = result.machines.first?.transitions.first { $0.event == "dial" }
    XCTAssertEqual(dial?.guardText, "attempts < 3")
  }

  /// `let phase = CurrentValueSubject<TetherPhase, Never>(.idle)`: `send` and `.value =` move it,
  /// `.value` reads it, and its first value is the initial state.
  func testSubjectHoldingTheValueIsTheMachine() throws {
    let result = try GraphFixtures.analyze("SubjectHeldStates.swift")
    XCTAssertEqual(result.machines.first?.initial, "idle")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result)["Tether"],
      [
        "idle -pair-> pairing", "pairing -pair-> pairing", "lost -pair-> pairing",
        "* -pairingSucceeded-> paired", "* -signalLost-> lost", "lost -signalLost-> pairing",
        "* -forget-> idle",
      ])
  }

  /// `submit()` in a `private extension` is a helper of the `#selector` target that calls it.
  func testPrivateExtensionMethodsAreHelpers() throws {
    let edges = GraphFixtures.edgesByMachine(
      try GraphFixtures.analyze("PrivateExtensionEvents.swift"))
    XCTAssertEqual(
      edges["ComposerController"],
      [
        "rejected -textChanged-> editing", "editing -sendTapped-> checking",
        "checking -sendTapped-> accepted", "checking -sendTapped-> rejected",
      ])
  }

  /// `canBeInterrupted` answers by the payload in `held`: a guard on it may start there, and
  /// its negation leaves out only `speaking` and `queued`.
  func testQuestionAnsweredByAPayloadInOneCase() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("PartialQuestions.swift"))
    XCTAssertEqual(
      edges["Narrator"],
      [
        "silent -speak-> queued", "held -speak-> queued", "speaking -interrupt-> silent",
        "queued -interrupt-> silent", "held -interrupt-> silent", "* -hold-> held",
        "* -began-> speaking",
      ])
  }
}
