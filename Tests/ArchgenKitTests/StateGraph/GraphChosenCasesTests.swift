import ArchgenKit
import XCTest

/// Hand-written machines that name several cases at once: a guard written out (`state == .a ||
/// state == .b`, `[.a, .b].contains(state)`), an early exit on a question about the case
/// (`if state != .paused { return }`), and a ternary of cases handed to the type's own helper.
final class GraphChosenCasesTests: XCTestCase {
  func testWrittenOutQuestionsAndChosenCasesGiveEachEdge() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("ChosenCases.swift"))
    XCTAssertEqual(
      edges["ShareUpload"],
      [
        "idle -start-> preparing", "failed -start-> preparing",
        "preparing -prepared-> paused", "preparing -prepared-> uploading",
        "preparing -pause-> paused", "uploading -pause-> paused",
        "paused -resume-> uploading",
        "preparing -cancel-> idle", "uploading -cancel-> idle", "paused -cancel-> idle",
        "failed -cancel-> idle",
        "uploading -completed-> finished", "uploading -completed-> failed",
      ])
  }

  /// Each case of a ternary handed to the helper keeps its condition as the guard.
  func testEachChosenCaseKeepsItsCondition() throws {
    let machines = try GraphFixtures.analyze("ChosenCases.swift").machines
    let completed = machines.first { $0.name == "ShareUpload" }?.transitions.filter {
      $0.event == "completed"
    }
    XCTAssertEqual(completed?.map(\.guardText), ["ok && next != state", "!ok && next != state"])
  }

  /// An early exit by `throw` inside a closure the method runs at once narrows the same way,
  /// and a question that asks about something else (a flag) narrows nothing.
  func testThrowingExitAndOtherQuestions() {
    let code = """
      final class Link {
        enum State: Equatable { case idle, opening, open, closed }
        private var state: State = .idle
        private var isMuted = false
        private let queue = DispatchQueue(label: "link")
        func open() throws {
          try queue.sync {
            if state != .idle { throw LinkError.busy }
            state = .opening
          }
        }
        func opened() {
          if isMuted { return }
          state = .open
        }
        func close() {
          if state == .closed || state == .idle { return }
          state = .closed
        }
      }
      """
    let edges = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))
    XCTAssertEqual(
      edges["Link"],
      [
        "idle -open-> opening", "* -opened-> open", "opening -close-> closed",
        "open -close-> closed",
      ])
  }
}
