import ArchgenKit
import XCTest

/// Readable pictures: long guards cut, parallel edges merged, `default` as `else`, start arrows.
final class GraphPictureTests: XCTestCase {
  /// A guard written over three lines, 67 characters once its whitespace is collapsed.
  private static let longGuard = """
    isUnlocked &&
          user.hasPermission(for: .frontDoor)
          && !alarm.isArmed
    """
  private static let collapsedGuard =
    "isUnlocked && user.hasPermission(for: .frontDoor) && !alarm.isArmed"
  private static let cutGuard = "isUnlocked && user.hasPermission(for: .…"

  private let door = StateMachine(
    name: "Door", file: "Door.swift", line: 1, stateType: "S", eventType: "E", initial: "closed",
    states: [
      StateNode(name: "closed", reached: true), StateNode(name: "open", reached: true),
    ],
    transitions: [
      Transition(from: "closed", to: "open", event: "push", guardText: longGuard, line: 5),
      Transition(from: "closed", to: "open", event: "pull", line: 9),
      Transition(from: "open", to: "closed", event: "default", line: 10),
    ])

  func testLongMultiLineGuardIsCutInLabelsAndWholeInTooltipAndJSON() throws {
    let dot = DOTRenderer().render([door])
    XCTAssertTrue(
      dot.contains(
        "  \"closed\" -> \"open\" [label=\"push [\(Self.cutGuard)]\\npull\", "
          + "tooltip=\"push [\(Self.collapsedGuard)]\\npull\"];\n"),
      dot)
    let mermaid = MermaidRenderer().render([door])
    XCTAssertTrue(
      mermaid.contains(
        "  s0 --> s1 : push [isUnlocked && user.hasPermission(for#58; .…]<br/>pull\n"),
      mermaid)
    let plantuml = PlantUMLRenderer().render([door])
    XCTAssertTrue(plantuml.contains("s0 --> s1 : push [\(Self.cutGuard)]\\npull\n"), plantuml)
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(JSONRenderer().render([door]).utf8))
        as? [String: Any])
    let machine = try XCTUnwrap((json["machines"] as? [[String: Any]])?.first)
    let transition = try XCTUnwrap((machine["transitions"] as? [[String: Any]])?.first)
    XCTAssertEqual(transition["guard"] as? String, Self.longGuard)
    try GraphGraphviz.assertAccepted(dot, "cut guard, merged edge and tooltip")
  }

  func testShortGuardsAreNotCutAndGetNoTooltip() {
    let machine = StateMachine(
      name: "M", file: "M.swift", line: 1, stateType: nil, eventType: nil, initial: nil,
      states: [],
      transitions: [
        Transition(from: "a", to: "b", event: "go", guardText: "count  >\n 3", line: 2)
      ])
    let dot = DOTRenderer().render([machine])
    XCTAssertTrue(dot.contains("  \"a\" -> \"b\" [label=\"go [count > 3]\"];\n"), dot)
  }

  func testParallelEdgesMergeIntoOneEdgeWithOneLinePerTransitionInSourceOrder() {
    let machine = StateMachine(
      name: "M", file: "M.swift", line: 1, stateType: nil, eventType: nil, initial: nil,
      states: [StateNode(name: "a", reached: true), StateNode(name: "b", reached: true)],
      transitions: [
        Transition(from: "a", to: "b", event: "first", line: 2),
        Transition(from: "b", to: "a", event: "back", line: 3),
        Transition(from: "a", to: "b", event: "second", effect: "load()", line: 4),
        Transition(from: "a", to: "b", event: "first", line: 5),
      ])
    let dot = DOTRenderer().render([machine])
    XCTAssertTrue(
      dot.hasSuffix(
        "  \"a\" -> \"b\" [label=\"first\\nsecond / load()\"];\n"
          + "  \"b\" -> \"a\" [label=\"back\"];\n}\n"), dot)
    XCTAssertTrue(
      MermaidRenderer().render([machine]).contains(
        "  s0 --> s1 : first<br/>second / load()\n  s1 --> s0 : back\n"))
    XCTAssertTrue(
      PlantUMLRenderer().render([machine]).contains(
        "s0 --> s1 : first\\nsecond / load()\ns1 --> s0 : back\n"))
  }

  func testDefaultBranchIsLabelledElseInPicturesAndStaysDefaultInJSON() {
    XCTAssertTrue(DOTRenderer().render([door]).contains("\"open\" -> \"closed\" [label=\"else\"];"))
    XCTAssertTrue(MermaidRenderer().render([door]).contains("  s1 --> s0 : else\n"))
    XCTAssertTrue(PlantUMLRenderer().render([door]).contains("s1 --> s0 : else\n"))
    XCTAssertTrue(JSONRenderer().render([door]).contains("\"event\": \"default\""))
  }

  func testStartArrowInEveryPictureFormat() throws {
    XCTAssertTrue(DOTRenderer().render([door]).contains("  \"__start\" -> \"closed\";\n"))
    XCTAssertTrue(MermaidRenderer().render([door]).contains("  [*] --> s0\n"))
    XCTAssertTrue(PlantUMLRenderer().render([door]).contains("[*] --> s0\n"))
  }

  /// A UniFlow machine whose initial state comes from elsewhere than an `initialization`: the
  /// pseudo-state is its start point.
  func testStartArrowFromThePseudoStateWhenNoInitializationLeadsToTheInitialState() throws {
    let machine = StateMachine(
      name: "Feature", file: "F.swift", line: 1, stateType: nil, eventType: nil, initial: "Ready",
      states: [StateNode(name: "Ready", reached: true)],
      transitions: [Transition(from: "Ready", to: "[*]", event: "close", line: 3)])
    let dot = DOTRenderer().render([machine])
    XCTAssertTrue(dot.contains("  \"[*]\" -> \"Ready\";\n"), dot)
    XCTAssertFalse(dot.contains("__start"), dot)
    XCTAssertTrue(MermaidRenderer().render([machine]).contains("  [*] --> s0\n"))
    XCTAssertTrue(PlantUMLRenderer().render([machine]).contains("[*] --> s0\n"))
    try GraphGraphviz.assertAccepted(dot, "start from the pseudo-state")
  }

  func testNoSecondStartArrowWhenAnInitializationLeadsToTheInitialState() throws {
    let machines = try GraphFixtures.analyze("SearchFeature.swift").machines
    let mermaid = MermaidRenderer().render(machines)
    XCTAssertEqual(mermaid.components(separatedBy: "[*] --> ").count - 1, 1, mermaid)
    XCTAssertTrue(mermaid.contains("  [*] --> s0 : setup\n"), mermaid)
  }

  func testAnInitialStateNoTransitionNamesIsStillDrawnWithItsArrow() throws {
    let machine = StateMachine(
      name: "Idle", file: "I.swift", line: 1, stateType: nil, eventType: nil, initial: "idle",
      states: [], transitions: [])
    let dot = DOTRenderer().render([machine])
    XCTAssertTrue(dot.contains("  \"idle\" [penwidth=2];\n"), dot)
    XCTAssertTrue(dot.contains("  \"__start\" -> \"idle\";\n"), dot)
    let mermaid = MermaidRenderer().render([machine])
    XCTAssertTrue(mermaid.contains("  state \"idle\" as s0\n  [*] --> s0\n"), mermaid)
    let plantuml = PlantUMLRenderer().render([machine])
    XCTAssertTrue(plantuml.contains("state \"idle\" as s0\n[*] --> s0\n"), plantuml)
    try GraphGraphviz.assertAccepted(dot, "initial state with no transition")
  }

  func testPlantUMLDoublesBackslashesSoOnlyMergedLinesBreak() {
    let machine = StateMachine(
      name: "M", file: "M.swift", line: 1, stateType: nil, eventType: nil, initial: nil,
      states: [],
      transitions: [
        Transition(from: "a", to: "b", event: "go", guardText: "text == \"\\n\"", line: 2),
        Transition(from: "a", to: "b", event: "stop", line: 3),
      ])
    XCTAssertTrue(
      PlantUMLRenderer().render([machine]).contains("s0 --> s1 : go [text == '\\\\n']\\nstop\n"))
  }

  func testMermaidEncodesAngleBracketsSoLabelsStayText() {
    let machine = StateMachine(
      name: "M", file: "M.swift", line: 1, stateType: nil, eventType: nil, initial: nil,
      states: [],
      transitions: [Transition(from: "a", to: "b", event: "go", guardText: "x<y && y>z", line: 2)])
    XCTAssertTrue(
      MermaidRenderer().render([machine]).contains("  s0 --> s1 : go [x#60;y && y#62;z]\n"))
  }
}
