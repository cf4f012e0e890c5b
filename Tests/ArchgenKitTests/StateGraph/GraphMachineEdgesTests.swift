import ArchgenKit
import XCTest

/// The edges of hand-written machines (`HandWrittenEdges.swift`): where each write starts from,
/// which methods are events, and which value of a held struct is the state.
final class GraphMachineEdgesTests: XCTestCase {
  private func edges() throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze("HandWrittenEdges.swift"))
  }

  /// The other path of a test of one case starts from every other case: the `else` of
  /// `line == .online`, the `else` of `line != .online`, a `guard case`'s `else`.
  func testTheOtherPathOfATestOfOneCaseStartsFromTheOthers() throws {
    XCTAssertEqual(
      try edges()["ModemLink"],
      [
        "idle -dial-> dialing", "failed -dial-> dialing",
        "online -hangUp-> idle", "idle -retry-> failed", "dialing -retry-> failed",
        "online -retry-> failed", "failed -retry-> dialing", "* -connected-> online",
      ])
  }

  /// `case .idle: fatalError()` leaves the function: the write below the switch starts from
  /// the two cases that reach it.
  func testACaseThatTrapsLeavesTheFunction() throws {
    XCTAssertEqual(
      try edges()["FrameBatcher"],
      [
        "* -begin-> collecting", "collecting -end-> idle", "flushed -end-> idle",
        "collecting -invalidate-> flushed",
      ])
  }

  /// A held struct of data with one state enum, written in closures handed to its lock: the
  /// enum is the state, in case notation, and it starts where the field's default says.
  func testAHeldStructOfDataIsAMachineOfItsOneEnum() throws {
    let result = try GraphFixtures.analyze("HandWrittenEdges.swift")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result)["Transfer"],
      ["* -start-> running", "running -pause-> paused", "* -finish-> done"])
    let transfer = result.machines.first { $0.name == "Transfer" }
    XCTAssertEqual(transfer?.stateType, "Phase")
    XCTAssertEqual(transfer?.initial, "queued")
  }

  /// The observer of a property the type's own methods set runs where they set it, as their
  /// step, not as an event named after the property; the `false` that `drop()` sets decides the
  /// observer's test, so it draws nothing there. A property only a callback handed over in
  /// `init` sets keeps its observer as an event (`isReachable`).
  func testObserverOfAPropertyItsMethodsSetIsTheirStep() throws {
    XCTAssertEqual(
      try edges()["WireSession"],
      [
        "* -start-> opening", "opening -handshakeFinished-> open", "* -drop-> closed",
        "* -isReachable-> closed",
      ])
  }

  /// A stored enum of another name that the methods move on beside a named state is a field of
  /// one machine over both (rule G5); a test of a case other than the one the path just wrote
  /// fails (`intent = .expected`, then the helper's `if case .unexpected = intent`).
  func testAnotherMovedEnumIsAFieldAndAWrittenCaseDecidesATest() throws {
    XCTAssertEqual(
      try edges()["ReconnectPlanner"],
      [
        "attemptState=idle -schedule-> attemptState=scheduled",
        "attemptState=scheduled -fire-> attemptState=connecting",
        "* -closeExpected-> intent=expected", "* -closeExpected-> attemptState=idle",
        "* -closeUnexpected-> intent=unexpected", "intent=expected -connected-> intent=none",
      ])
  }

  /// Work a helper spawns (`Task { self.state = state }`) runs after the caller's next step:
  /// the next write does not start from what the spawned work writes.
  func testSpawnedWritesAreNotWhereTheNextWriteStarts() {
    let code = """
      final class Generator {
        enum Phase { case ready, loading, running, failed }
        private(set) var phase = Phase.ready
        func load() async {
          await update(.loading)
          await update(.ready)
        }
        func run() async {
          phase = .loading
          phase = .running
        }
        func update(_ phase: Phase) async {
          Task { @MainActor in
            self.phase = phase
          }
        }
      }
      """
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))["Generator"],
      ["* -load-> loading", "* -load-> ready", "* -run-> loading", "loading -run-> running"])
  }
}
