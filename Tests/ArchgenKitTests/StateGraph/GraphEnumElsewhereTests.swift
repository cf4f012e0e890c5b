import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 item 2, detection by meaning: a type's stored value of an enum that another file of
/// the run declares is a hand-written machine's state as one of an enum its own file declares
/// is, and a closure's parameter switched over with the cases of such an enum is its event,
/// whatever the values and the types are called.
final class GraphEnumElsewhereTests: XCTestCase {
  private let group = "Detection"

  func testMultiFileFixturesMatchGoldenJSONAndDOT() throws {
    try GraphFixtures.assertGroupGoldens(group, ["KettleActor", "PrinterJobs"])
  }

  /// `private(set) var phase = HeatPhase.cold` in an actor, `HeatPhase` in another file: the
  /// methods that move it are its events. Values assigned like cases whose types are no state
  /// (every case of `Reading` carries data, `Glow` is a struct, `Beep` is declared in no file
  /// given) draw nothing.
  func testAStoredValueOfAnEnumAnotherFileDeclaresIsAMachine() throws {
    let result = try GraphFixtures.analyze(group: group, "KettleActor")
    let found = GraphFixtures.edgesByMachine(result)
    XCTAssertEqual(Array(found.keys), ["Kettle"])
    XCTAssertEqual(
      found["Kettle"],
      [
        "cold -switchOn-> heating", "heating -temperatureReached-> boiling",
        "boiling -keepWarm-> keptWarm", "* -switchOff-> cold",
      ])
    XCTAssertEqual(result.machines.first?.initial, "cold")
    let notes = result.dropped.map(\.reason)
    XCTAssertTrue(notes.contains { $0.contains("every case of Reading carries data") }, "\(notes)")
    XCTAssertTrue(notes.contains { $0.contains("Glow is declared as an enum in none") }, "\(notes)")
    XCTAssertTrue(notes.contains { $0.contains("Beep is declared as an enum in none") }, "\(notes)")
  }

  /// Without the file that declares the enum, nothing tells the value from a struct's static
  /// values: no machine.
  func testWithoutTheEnumsFileTheValueIsNoMachine() throws {
    let folder = GraphFixtures.directory.appendingPathComponent("\(group)/KettleActor")
    let text = try String(
      contentsOf: folder.appendingPathComponent("Kettle.swift"), encoding: .utf8)
    let result = StateGraph.analyze(
      sources: [SourceText(path: "Kettle.swift", text: text)],
      options: GraphOptions(paths: [], functions: []))
    XCTAssertEqual(result.machines, [])
  }

  /// `job.observe { [weak self] report in switch report { ... } }`, `JobProgress` in another
  /// file: the closure is the printer's handler, each case an event. `Result`'s cases, declared
  /// in no file given, are no event.
  func testAClosureSwitchingOverAnEnumOfAnotherFileIsAHandler() throws {
    let result = try GraphFixtures.analyze(group: group, "PrinterJobs")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      ["Printer": ["* -printing-> busy", "* -jammed-> needsAttention", "* -done-> ready"]])
    XCTAssertTrue(
      result.dropped.contains {
        $0.name == "PaperTray.refill" && $0.reason.contains("(.failure, .success)")
      }, "\(result.dropped)")
  }

  /// A closure's event parameter with the name of the value the type stores (`{ [weak self]
  /// callState in switch callState { ... self?.callState = .talking } }`) is the event; the
  /// stored value is the one reached through `self` (read as the state, the switch gave
  /// `connected -> talking` under the event `*`).
  func testAnEventParameterShadowingTheStoredValueIsTheEvent() {
    let screen = """
      final class CallScreen {
        enum CallState { case idle, talking }

        private(set) var callState: CallState = .idle

        func follow(_ call: CallSession) {
          call.onLegChange = { [weak self] callState in
            switch callState {
            case .dialing: self?.log("dialing")
            case .connected: self?.callState = .talking
            case .dropped: self?.log("dropped")
            }
          }
        }

        private func log(_ text: String) { print(text) }
      }
      """
    let leg = "enum CallLeg { case dialing, connected(since: Double), dropped }"
    let result = StateGraph.analyze(
      sources: [
        SourceText(path: "CallScreen.swift", text: screen),
        SourceText(path: "CallLeg.swift", text: leg),
      ], options: GraphOptions(paths: [], functions: []))
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result), ["CallScreen": ["* -connected-> talking"]])
  }
}
