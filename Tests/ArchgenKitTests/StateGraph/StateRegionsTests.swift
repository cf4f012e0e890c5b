import ArchgenKit
import ArchgenTestSupport
import XCTest

/// The regions model of a struct-state machine, built from its per-field transitions.
final class StateRegionsTests: XCTestCase {
  private func machine(initial: String? = nil, _ transitions: [Transition]) -> StateMachine {
    StateMachine(
      name: "Feature", file: "Feature.swift", line: 1, stateType: "State", eventType: "Action",
      initial: initial, states: [], transitions: transitions)
  }

  func testAnEnumStateMachineHasNoRegions() {
    let enumMachine = machine(
      initial: "idle", [Transition(from: "idle", to: "busy", event: "go", line: 2)])
    XCTAssertNil(StateRegions(enumMachine))
  }

  func testOneRegionPerListedFieldWithFromValuesAndTheInitialValue() throws {
    let regions = try XCTUnwrap(
      StateRegions(
        machine(
          initial: "mode=idle",
          [
            Transition(from: "mode=idle", to: "mode=editing", event: "edit", line: 2),
            Transition(from: "*", to: "isSaving=true", event: "save", line: 3),
            Transition(from: "isSaving=true", to: "isSaving=false", event: "saved", line: 4),
            Transition(from: "*", to: "syncUp.attendees=[]", event: "clear", line: 5),
            Transition(from: "*", to: "items[].done=true", event: "check", line: 6),
          ])))
    XCTAssertEqual(
      regions.regions.map(\.field), ["mode", "isSaving", "syncUp.attendees", "items[].done"])
    let mode = regions.regions[0]
    XCTAssertEqual(mode.values.map(\.name), ["idle", "editing"])
    XCTAssertEqual(mode.initial, "idle")
    XCTAssertEqual(mode.transitions.map { "\($0.from)->\($0.to)" }, ["idle->editing"])
    XCTAssertEqual(mode.node("idle"), "mode=idle")
    XCTAssertEqual(
      regions.regions[1].transitions.map { "\($0.from)->\($0.to)" }, ["*->true", "true->false"])
    XCTAssertNil(regions.regions[1].initial)
    XCTAssertEqual(regions.computed, [])
  }

  func testComputedValuesOfAnOptionalAreNonNilAndOfOtherFieldsAnOtherValue() throws {
    let regions = try XCTUnwrap(
      StateRegions(
        machine([
          Transition(from: "*", to: "alert=?", event: "fail", line: 2),
          Transition(from: "*", to: "alert=nil", event: "dismiss", line: 3),
          Transition(from: "*", to: "email=?", event: "type", line: 4),
          Transition(from: "*", to: "email=\"\"", event: "reset", line: 5),
        ])))
    XCTAssertEqual(
      regions.regions.map { $0.values.map(\.name) }, [["non-nil", "nil"], ["…", "\"\""]])
  }

  func testFieldsSetOnlyToComputedValuesAreALegendNotARegion() throws {
    let regions = try XCTUnwrap(
      StateRegions(
        machine([
          Transition(from: "*", to: "isLoading=true", event: "load", effect: "fetch()", line: 2),
          Transition(from: "*", to: "items=?", event: "loaded", line: 3),
          Transition(from: "*", to: "count=?", event: "loaded", line: 5),
          Transition(
            from: "phase=running", to: "seconds=?", event: "tick", guardText: "on", line: 4),
        ])))
    XCTAssertEqual(regions.regions.map(\.field), ["isLoading"])
    XCTAssertEqual(regions.computed.map(\.fields), [["items", "count"], ["seconds"]])
    XCTAssertEqual(regions.computed[1].transition.guardText, "phase=running, on")
    XCTAssertEqual(regions.computed[1].transition.from, "*")
  }

  func testATestOfAnotherFieldLeadsTheGuard() throws {
    let regions = try XCTUnwrap(
      StateRegions(
        machine([
          Transition(from: "phase=asking", to: "score=0", event: "restart", line: 2),
          Transition(from: "loading", to: "score=1", event: "won", guardText: "fair", line: 3),
        ])))
    let edges = regions.regions[0].transitions
    XCTAssertEqual(edges.map(\.from), ["*", "*"])
    XCTAssertEqual(edges.map(\.guardText), ["phase=asking", "self=loading, fair"])
  }

  func testAWholeStateTargetOfAMixedMachineIsTheSelfRegion() throws {
    let regions = try XCTUnwrap(
      StateRegions(
        machine([
          Transition(from: "*", to: "[]=nil", event: "evict", line: 2),
          Transition(from: "*", to: "[]", event: "clear", line: 3),
          Transition(from: "*", to: "?", event: "replace", line: 4),
        ])))
    XCTAssertEqual(regions.regions.map(\.field), ["[]", "self"])
    XCTAssertEqual(regions.regions.map(\.title), ["self[]", "self"])
    XCTAssertEqual(regions.regions[1].node("[]"), "[]")
    XCTAssertEqual(regions.regions[1].values.map(\.name), ["[]", "…"])
    XCTAssertEqual(regions.computed, [])
  }

  func testTheDiagramsDrawRegionsAndTheLegend() throws {
    let fieldMachine = machine(
      initial: "mode=idle",
      [
        Transition(from: "mode=idle", to: "mode=busy", event: "go", line: 2),
        Transition(from: "*", to: "title=?", event: "rename", line: 3),
      ])
    let dot = DOTRenderer().render(fieldMachine)
    XCTAssertTrue(dot.contains("  subgraph \"cluster_mode\" {\n"), dot)
    XCTAssertTrue(dot.contains("    \"mode=__start\" -> \"mode=idle\";\n"), dot)
    XCTAssertTrue(dot.contains("    \"mode=idle\" -> \"mode=busy\" [label=\"go\"];\n"), dot)
    XCTAssertTrue(dot.contains("<td align=\"left\">rename / title := …</td>"), dot)
    XCTAssertFalse(dot.contains("title=?"), dot)
    try GraphGraphviz.assertAccepted(dot, "regions")
    let plantUML = PlantUMLRenderer().render(fieldMachine)
    XCTAssertTrue(
      plantUML.contains("state \"mode\" as r0 {\n    state \"idle\" as r0s0\n"), plantUML)
    XCTAssertTrue(
      plantUML.contains("legend right\n  computed values:\n  rename / title := …\nendlegend"),
      plantUML)
  }
}
