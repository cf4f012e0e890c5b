import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 item 2, detection by meaning, where the state is stored: a value a type's code moves
/// is its state wherever the run declares it (a superclass's file, the file of the type an
/// extension extends) and however it is reached (a computed property whose setter writes the
/// store, a box whose closures set the value they are handed), whatever it is called.
final class GraphStoreElsewhereTests: XCTestCase {
  private let group = "Detection"

  func testMultiFileFixturesMatchGoldenJSONAndDOT() throws {
    try GraphFixtures.assertGroupGoldens(group, ["InheritedStates", "GuardedStores"])
  }

  /// `state = .syncing` in a subclass whose superclass declares `var state: SyncState` in another
  /// file, `speed = .spinning` in an extension of a type another file declares: machines of
  /// those enums, with no initial (the default is another file's). A struct's static values
  /// (`tint = .alert`) and an enum whose every case carries data (`arm`) are none.
  func testAStateDeclaredInASuperclassOrTheExtendedTypeIsAMachine() throws {
    let result = try GraphFixtures.analyze(group: group, "InheritedStates")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "AlbumSyncController": [
          "idle -sync-> syncing", "syncing -sync-> failed", "syncing -sync-> synced",
          "* -reset-> idle",
        ],
        "Turntable": [
          "stopped -start-> spinning", "spinning -stop-> braking",
          "braking -brakeReleased-> stopped",
        ],
      ])
    XCTAssertEqual(result.machines.map(\.stateType), ["SyncState", "TurntableSpeed"])
    XCTAssertEqual(result.machines.map(\.initial), [nil, nil])
    XCTAssertFalse(result.dropped.isEmpty)
  }

  /// Without the superclass's file, nothing tells what `state` is: no machine, and a note.
  func testWithoutTheDeclaringFileTheValueIsNoMachine() throws {
    let folder = GraphFixtures.directory.appendingPathComponent("\(group)/InheritedStates")
    let text = try String(
      contentsOf: folder.appendingPathComponent("AlbumSyncController.swift"), encoding: .utf8)
    let result = StateGraph.analyze(
      sources: [SourceText(path: "AlbumSyncController.swift", text: text)],
      options: GraphOptions(paths: [], functions: []))
    XCTAssertEqual(result.machines, [])
    XCTAssertTrue(
      result.dropped.contains { $0.reason.contains("in none of the files given") },
      "\(result.dropped)")
  }

  /// An extension in a file of its own that moves a value its type declares in another file
  /// (`status = .rolling`, guarded by `status != .rolling`) is read whatever the value is called:
  /// the file assigns a case, which is what a hand-written machine does, even with no `switch`,
  /// no enum and no `state` in it.
  func testAnExtensionFileThatMovesAStatusOfAnyNameIsRead() {
    let recorder = """
      enum Tape { case idle, rolling, held }

      final class Recorder {
        var status: Tape = .idle
      }
      """
    let controls = """
      extension Recorder {
        func roll() {
          guard status != .rolling else { return }
          status = .rolling
        }

        func hold() {
          guard status == .rolling else { return }
          status = .held
        }

        func release() {
          guard status != .idle else { return }
          status = .idle
        }
      }
      """
    let result = StateGraph.analyze(
      sources: [
        SourceText(path: "Recorder.swift", text: recorder),
        SourceText(path: "Recorder+Controls.swift", text: controls),
      ],
      options: GraphOptions(paths: [], functions: []))
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "Recorder": [
          "idle -roll-> rolling", "held -roll-> rolling", "rolling -hold-> held",
          "rolling -release-> idle", "held -release-> idle",
        ]
      ])
  }

  /// `var phase { get { lock.withLock { storedPhase } } set { lock.withLock { storedPhase =
  /// newValue } } }`: writing the view writes the store, whose default is the initial; a box's
  /// closures that set their parameter (`state.mutate { $0 = .blinking }`, `state.exclusively {
  /// value in ... value = .steady }`) set the state whatever the calls are named, and a getter
  /// that only reads the box (`currentState`) is no second state.
  func testAStoreBehindALockOrABoxIsTheState() throws {
    let result = try GraphFixtures.analyze(group: group, "GuardedStores")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "Beacon": ["* -blink-> blinking", "blinking -hold-> steady", "* -switchOff-> dark"],
        "Uplink": ["offline -dial-> dialing", "dialing -answered-> online", "* -hangUp-> offline"],
      ])
    XCTAssertEqual(result.machines.map(\.initial), ["dark", "offline"])
  }

  /// A method the run declares decides what its closure's parameter is: `mutateSignal { $0 =
  /// .green }`, declared in another file over a part of the state, changes that part, never the
  /// state itself (no `* -go-> green`).
  func testADeclaredMethodsClosureParameterIsNotTheState() {
    let crossing = """
      enum Signal { case red, green }
      enum Crossing { case closed(Signal), open(Signal) }

      extension Crossing {
        mutating func mutateSignal(_ body: (inout Signal) -> Void) {
          switch self {
          case .closed(var signal): body(&signal); self = .closed(signal)
          case .open(var signal): body(&signal); self = .open(signal)
          }
        }
      }
      """
    let reducer = """
      enum CrossingEvent { case train, cleared, go }

      func reduce(_ state: inout Crossing, _ event: CrossingEvent) {
        switch event {
        case .train: state = .closed(.red)
        case .cleared: state = .open(.red)
        case .go: state.mutateSignal { $0 = .green }
        }
      }
      """
    let result = StateGraph.analyze(
      sources: [
        SourceText(path: "Reduce.swift", text: reducer),
        SourceText(path: "Crossing.swift", text: crossing),
      ],
      options: GraphOptions(paths: [], functions: []))
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result), ["reduce": ["* -train-> closed", "* -cleared-> open"]])
  }
}
