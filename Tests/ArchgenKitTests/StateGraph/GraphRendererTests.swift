import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Escaping, markers and formats that the fixtures do not pin.
final class GraphRendererTests: XCTestCase {
  private let tricky = StateMachine(
    name: "Odd \"Name\" \\ here", file: "a.swift", line: 1, stateType: "S", eventType: nil,
    initial: "a\"b",
    states: [
      StateNode(name: "a\"b", reached: true), StateNode(name: "back\\slash", reached: false),
    ],
    transitions: [
      Transition(
        from: "a\"b", to: "back\\slash", event: "go", guardText: "x == \"y\" && z: 1; #", line: 3)
    ])

  func testDOTEscapesBackslashFirstThenQuotes() throws {
    let dot = DOTRenderer().render([tricky])
    XCTAssertTrue(dot.hasPrefix("digraph \"Odd \\\"Name\\\" \\\\ here\" {"), dot)
    XCTAssertTrue(dot.contains("\"back\\\\slash\" [style=\"rounded,dashed\""), dot)
    XCTAssertTrue(dot.contains("\"__start\" -> \"a\\\"b\";"), dot)
    try GraphGraphviz.assertAccepted(dot, "escaped names")
  }

  func testDOTDirection() {
    XCTAssertTrue(DOTRenderer(direction: .topToBottom).render([tricky]).contains("rankdir=TB;"))
  }

  func testJSONHasTheSpecSchemaAndEscapes() throws {
    let json = JSONRenderer().render([tricky])
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let machine = try XCTUnwrap((object["machines"] as? [[String: Any]])?.first)
    XCTAssertEqual(
      Set(machine.keys),
      [
        "name", "function", "file", "line", "stateType", "eventType", "initial", "states",
        "transitions",
      ])
    XCTAssertEqual(machine["name"] as? String, "Odd \"Name\" \\ here")
    XCTAssertTrue(machine["eventType"] is NSNull)
    let transition = try XCTUnwrap((machine["transitions"] as? [[String: Any]])?.first)
    XCTAssertEqual(Set(transition.keys), ["from", "to", "event", "guard", "line"])
    XCTAssertEqual(transition["guard"] as? String, "x == \"y\" && z: 1; #")
  }

  func testEmptyJSON() {
    XCTAssertEqual(JSONRenderer().render([]), "{\n  \"machines\": []\n}\n")
  }

  func testMermaidUsesStateDiagramV2AndStartMarker() {
    let text = MermaidRenderer().render([tricky])
    XCTAssertTrue(text.contains("stateDiagram-v2\n  direction LR\n"), text)
    XCTAssertTrue(text.contains("  [*] --> s0\n"), text)
    XCTAssertTrue(
      text.contains("  s0 --> s1 : go [x == #quot;y#quot; && z#58; 1#59; #35;]\n"), text)
    XCTAssertTrue(text.contains("  class s1 unreached\n"), text)
  }

  func testPlantUML() {
    let text = PlantUMLRenderer(direction: .topToBottom).render([tricky])
    XCTAssertTrue(text.hasPrefix("@startuml\n"), text)
    XCTAssertTrue(text.hasSuffix("@enduml\n"), text)
    XCTAssertFalse(text.contains("left to right"), text)
    XCTAssertTrue(text.contains("[*] --> s0\n"), text)
  }

  func testUniFlowPseudoStateInEveryFormat() throws {
    let machines = try GraphFixtures.analyze("SearchFeature.swift").machines
    XCTAssertTrue(MermaidRenderer().render(machines).contains("  [*] --> s0 : setup\n"))
    XCTAssertTrue(MermaidRenderer().render(machines).contains("  s2 --> [*] : close\n"))
    XCTAssertTrue(PlantUMLRenderer().render(machines).contains("s2 --> [*] : close\n"))
    XCTAssertFalse(DOTRenderer().render(machines).contains("__start"))
  }

  func testOutputDirectoryNamesAreSafeAndUnique() throws {
    // A folder that does not exist yet: publishing makes it.
    let directory = try temporaryDirectory("graph-out").path("out")
    var other = tricky
    other.name = "Odd \"Name\" \\ here"
    let outcome = try GraphPublisher.publish(
      [tricky, other], GraphOutputOptions(format: .mermaid, outputDirectory: directory))
    XCTAssertEqual(
      outcome,
      .written(["\(directory)/Odd__Name____here.mmd", "\(directory)/Odd__Name____here-2.mmd"]))
  }
}
