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
        "idle -dial-> dialing", "dialing -dial-> dialing", "failed -dial-> dialing",
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

  /// In a public type, the module-internal methods its own methods call (`move(to:)`,
  /// `tearDown()`) are their steps, not events; one it never calls (`socketClosed()`) is.
  func testInternalStepsOfAPublicTypeAreHelpers() throws {
    let drawn = try edges()["RelayChannel"] ?? []
    XCTAssertEqual(
      drawn,
      [
        "closed -open-> opening", "open -close-> closing", "opening -socketOpened-> open",
        "opening -socketClosed-> closed", "open -socketClosed-> closed",
        "closing -socketClosed-> closed", "opening -reset-> closed", "open -reset-> closed",
        "closing -reset-> closed",
      ])
    XCTAssertFalse(drawn.contains { $0.contains("-move->") || $0.contains("-tearDown->") })
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
  /// observer's test, so it draws nothing there.
  func testObserverOfAPropertyItsMethodsSetIsTheirStep() throws {
    XCTAssertEqual(
      try edges()["WireSession"],
      ["* -start-> opening", "opening -handshakeFinished-> open", "* -drop-> closed"])
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
