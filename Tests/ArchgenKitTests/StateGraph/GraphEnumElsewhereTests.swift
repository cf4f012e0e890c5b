import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 item 2, detection by meaning: a type's stored value of an enum that another file of
/// the run declares is a hand-written machine's state as one of an enum its own file declares
/// is, whatever the value and the type are called.
final class GraphEnumElsewhereTests: XCTestCase {
  private let group = "Detection"

  func testMultiFileFixturesMatchGoldenJSONAndDOT() throws {
    try GraphFixtures.assertGroupGoldens(group, ["KettleActor"])
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
}
