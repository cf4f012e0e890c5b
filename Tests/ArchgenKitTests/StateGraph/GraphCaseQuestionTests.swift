import ArchgenKit
import XCTest

/// Guards of hand-written machines that ask which case the state is in through a computed Bool
/// (`guard isRecording`, `guard phase.isActive`, `guard !isBusy`): the cases its getter returns
/// true for are where the method's transitions start, whatever the property is called.
final class GraphCaseQuestionTests: XCTestCase {
  func testComputedBoolsOverCasesNarrowTheFromState() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("CaseQuestions.swift"))
    XCTAssertEqual(
      edges["MemoRecorder"],
      [
        "idle -record-> recording", "saving -record-> recording", "failed -record-> recording",
        "recording -pause-> paused", "recording -toggle-> paused",
        "paused -toggle-> recording", "recording -finish-> saving", "paused -finish-> saving",
        "saving -finish-> idle", "saving -finish-> failed",
      ])
    XCTAssertEqual(
      edges["DraftUploader"],
      [
        "editing -save-> saving", "done -save-> saving", "saving -upload-> uploading",
        "saving -cancel-> editing",
        "uploading -cancel-> editing", "saving -complete-> done", "uploading -complete-> done",
      ])
  }

  /// A question that fails leaves its cases out: the path starts from every other case. A Bool
  /// about another value (a permission) is only a guard.
  func testNegatedQuestionExcludesItsCases() throws {
    let machines = try GraphFixtures.analyze("CaseQuestions.swift").machines
    let record = machines.first { $0.name == "MemoRecorder" }?.transitions.first {
      $0.event == "record"
    }
    XCTAssertEqual(record?.from, "idle")
    XCTAssertEqual(record?.guardText, "canRecord")
  }

  /// Questions whose getters are not about the cases (a count, a call) narrow nothing, and a
  /// question true in every case is no narrowing either.
  func testOtherBoolsDoNotNarrow() {
    let code = """
      final class Fetcher {
        enum Status { case idle, loading, loaded }
        private(set) var status: Status = .idle
        private var attempts = 0
        var canRetry: Bool { attempts < 3 }
        var isKnown: Bool {
          switch status {
          case .idle, .loading, .loaded: return true
          }
        }
        func load() {
          guard canRetry else { return }
          status = .loading
        }
        func finish() {
          guard isKnown, case .loading = status else { return }
          status = .loaded
        }
      }
      """
    let edges = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))
    XCTAssertEqual(edges["Fetcher"], ["* -load-> loading", "loading -finish-> loaded"])
  }
}

/// A machine with one way in (a callback) whose private helpers each check the case they start
/// from, and a loader whose one method enters a case and moves on from it: the cases they check
/// and move on from make them machines, not setters.
final class GraphCheckedHelperTests: XCTestCase {
  func testOneEventWhoseHelpersCheckTheirCasesIsAMachine() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("CheckedHelpers.swift"))
    XCTAssertEqual(
      edges["PushToTalk"],
      [
        "idle -keyChanged-> listening", "listening -keyChanged-> sending",
        "sending -keyChanged-> idle", "sending -keyChanged-> failed",
      ])
    // One method that enters `loading` and moves on from it to two outcomes is a loading flow
    // (OneMethodMachineRule), a machine; the early exit gives `loading` no edge of its own.
    XCTAssertEqual(
      edges["FeedLoader"],
      [
        "idle -reload-> loading", "loaded -reload-> loading", "failed -reload-> loading",
        "loading -reload-> loaded", "loading -reload-> failed",
      ])
    XCTAssertNil(
      edges["FeedbackForm"], "a closure parameter that shadows the held value is not the held value"
    )
  }
}
