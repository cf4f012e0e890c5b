import ArchgenKit
import XCTest

/// Hand-written machines read by what their bodies do to the held value: a helper's returned
/// cases, a part of an `&&` chain that pins the case, a subject holding the value, helpers of a
/// `private extension`, the values an `if`/`else` or a conditional value leaves, and a question
/// that answers by a payload in some cases.
final class GraphHeldValueRulesTests: XCTestCase {
  /// `accessState = evaluatedAccess()`: each case the helper returns (through the helper it
  /// returns), also from a local kept in between and in one branch of a conditional value.
  func testHelperResultsAreTheCasesTheyReturn() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("HelperReturnedCases.swift"))
    XCTAssertEqual(
      edges["SubscriptionGate"],
      [
        "* -launch-> member", "* -launch-> lapsed", "* -launch-> locked", "* -launch-> sampling",
        "* -reload-> member", "* -reload-> lapsed", "* -reload-> locked", "* -reload-> sampling",
        "* -restore-> member", "* -restore-> locked", "* -restore-> sampling",
        "* -revoke-> lapsed",
      ])
  }

  /// `phase == .offline && attempts < 3`: the part about the state narrows, the rest guards.
  func testOnePartOfAnAndChainPinsTheCase() throws {
    let result = try GraphFixtures.analyze("ConjunctNarrowing.swift")
    let edges = GraphFixtures.edgesByMachine(result)
    XCTAssertEqual(
      edges["Uplink"],
      [
        "offline -dial-> dialing", "dialing -handshakeFinished-> linked",
        "dialing -lost-> dropped", "linked -lost-> dropped",
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
        "idle -pair-> pairing", "lost -pair-> pairing",
        "* -pairingSucceeded-> paired", "* -signalLost-> lost", "lost -signalLost-> pairing",
        "* -forget-> idle",
      ])
  }

  /// A subject that passes values on (`PassthroughSubject`) keeps none: sending one output and
  /// then another is no machine.
  func testAStreamSubjectHoldsNoState() {
    let code = """
      import Combine
      enum Output { case dismissKeyboard, showMenu, edit }
      final class Relay {
        private let outputs = PassthroughSubject<Output, Never>()
        func present() {
          outputs.send(.dismissKeyboard)
          outputs.send(.showMenu)
        }
        func pick() {
          outputs.send(.dismissKeyboard)
          outputs.send(.edit)
        }
      }
      """
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines.map(\.name), [])
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

  /// After `if video { mode = .encoding } else { mode = .rendering }`, or a conditional value,
  /// the next change starts from each value, also in a block handed to a queue.
  func testChangesAfterABranchStartFromEachValueItLeft() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("BranchEndStarts.swift"))
    XCTAssertEqual(
      edges["Exporter"],
      [
        "* -export-> encoding", "* -export-> rendering", "encoding -export-> done",
        "rendering -export-> done", "* -quickExport-> rendering", "* -quickExport-> encoding",
        "rendering -quickExport-> done", "encoding -quickExport-> done", "* -discard-> idle",
      ])
  }

  /// Writing again a value the branch left is where the flow already is: no self-loop.
  func testRewritingABranchValueIsNoEdge() {
    let code = """
      enum Phase { case idle, running, done }
      final class Runner {
        private(set) var phase: Phase = .idle
        func run(fast: Bool) {
          if fast { phase = .done } else { phase = .running }
          phase = .done
        }
        func stop() { phase = .idle }
      }
      """
    let edges = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))
    XCTAssertEqual(
      edges["Runner"],
      ["* -run-> done", "* -run-> running", "running -run-> done", "* -stop-> idle"])
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
