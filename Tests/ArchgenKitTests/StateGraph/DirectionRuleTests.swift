import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// `--direction auto`: TB when it fits the page at a larger scale than LR, per machine.
final class DirectionRuleTests: XCTestCase {
  /// A chain of `count` states with long names: a strip left to right.
  private func chain(_ count: Int, name: String = "Pipeline") -> StateMachine {
    let states = (0..<count).map { "processingStepNumber\($0)" }
    return StateMachine(
      name: name, file: "p.swift", line: 1, stateType: "S", eventType: "E", initial: states[0],
      states: states.map { StateNode(name: $0, reached: true) },
      transitions: (1..<count).map {
        Transition(from: states[$0 - 1], to: states[$0], event: "finishedStep\($0)", line: $0)
      })
  }

  private func small() throws -> StateMachine {
    try XCTUnwrap(GraphFixtures.analyze("PlayerReducer.swift").machines.first)
  }

  func testALongChainGoesTopToBottomAndASmallMachineStaysLeftToRight() throws {
    XCTAssertEqual(GraphDirectionChoice.auto.resolved(for: chain(12)), .topToBottom)
    XCTAssertEqual(GraphDirectionChoice.auto.resolved(for: chain(3)), .leftToRight)
    XCTAssertEqual(GraphDirectionChoice.auto.resolved(for: try small()), .leftToRight)
  }

  func testAFixedDirectionIsKept() {
    XCTAssertEqual(GraphDirectionChoice.leftToRight.resolved(for: chain(12)), .leftToRight)
    XCTAssertEqual(GraphDirectionChoice.topToBottom.resolved(for: chain(3)), .topToBottom)
  }

  func testTheEstimateFollowsTheShape() {
    let layout = DiagramLayout(chain(12))
    let wide = DiagramSize(layout, .leftToRight)
    let tall = DiagramSize(layout, .topToBottom)
    // 12 states of 23 characters (177 pt) and 11 labels of 13-14 characters, plus the start point.
    XCTAssertGreaterThan(wide.width, 2_500)
    XCTAssertLessThan(wide.height, 60)
    XCTAssertLessThan(tall.width, 250)
    XCTAssertGreaterThan(tall.height, 800)
    XCTAssertGreaterThan(tall.pageScale, wide.pageScale)
  }

  func testRanksFollowTheLongestPathWithCyclesTurnedAround() {
    let ranks = DiagramSize.ranks(
      ["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "a"), ("a", "c"), ("d", "d")])
    XCTAssertEqual(ranks, ["a": 0, "b": 1, "c": 2, "d": 0])
  }

  /// Of the fixtures, only CheckoutFlow (936 × 102 pt left to right, 332 × 470 top to bottom),
  /// PushToTalk (CheckedHelpers: a chain of four states round one event), ShareUpload
  /// (ChosenCases: six states, most edges running one way), ReconnectPlanner (HandWrittenEdges:
  /// a machine over two fields), GestureMachine (1,079 × 157 pt, 432 × 459 pt), Dashboard
  /// (PayloadEvents: four states, most edges into `hidden`) and ReadingListModel
  /// (SeveralStateFields: its share state's writes start from `loading` and `loaded`, a chain)
  /// are drawn top to bottom; every golden is rendered LR by the renderer itself and is unchanged.
  func testOfTheFixturesOnlyTheWideChainsGoTopToBottom() throws {
    var tall: [String] = []
    for name in GraphFixtures.names {
      for machine in try GraphFixtures.analyze(name).machines
      where GraphDirectionChoice.auto.resolved(for: machine) == .topToBottom {
        tall.append(machine.name)
      }
    }
    XCTAssertEqual(
      tall,
      [
        "PushToTalk", "CheckoutFlow", "ShareUpload", "ReconnectPlanner", "GestureMachine",
        "Dashboard", "ReadingListModel",
      ])
  }

  func testEachMachineIsRenderedInItsOwnDirection() throws {
    let machines = [try small(), chain(12)]
    for format in [GraphFormat.dot, .mermaid, .plantuml] {
      let text = format.renderer(choosing: .auto).render(machines)
      XCTAssertEqual(
        text,
        format.renderer(direction: .leftToRight).render([machines[0]]) + "\n"
          + format.renderer(direction: .topToBottom).render([machines[1]]), format.rawValue)
      XCTAssertEqual(
        format.renderer(choosing: .leftToRight).render(machines),
        format.renderer(direction: .leftToRight).render(machines), format.rawValue)
    }
    XCTAssertEqual(
      GraphFormat.json.renderer(choosing: .auto).render(machines),
      JSONRenderer().render(machines))
    XCTAssertEqual(GraphFormat.mermaid.renderer(choosing: .auto).fileExtension, "mmd")
  }

  func testThePublisherAndTheSiteUseTheResolvedDirection() throws {
    let outcome = try GraphPublisher.publish([chain(12)], GraphOutputOptions())
    guard case .text(let text) = outcome else { return XCTFail("\(outcome)") }
    XCTAssertTrue(text.contains("rankdir=TB;"), text)
    let files = try GraphSite.files(
      [chain(12)], findings: [], roots: ["."], site: GraphSiteOptions(folder: "site"),
      draw: { .success("<svg>" + $0 + "</svg>") })
    let page = try XCTUnwrap(files.first { $0.path.hasPrefix("machines/") })
    XCTAssertTrue(page.contents.contains("rankdir=TB;"), page.contents)
  }
}
