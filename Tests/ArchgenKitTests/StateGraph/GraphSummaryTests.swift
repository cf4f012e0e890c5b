import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 item 1, summaries of bodies: what a called body does to the state, read whatever the
/// body's name and in whichever file of the run it is declared.
final class GraphSummaryTests: XCTestCase {
  private func analyze(_ name: String) throws -> GraphResult {
    try GraphFixtures.analyze(group: "Summaries", name)
  }

  private func edges(_ result: GraphResult) -> [String: [String]] {
    GraphFixtures.edgesByMachine(result)
  }

  func testMultiFileFixturesMatchGoldenJSONAndDOT() throws {
    try GraphFixtures.assertGroupGoldens(
      "Summaries", ["CounterElm", "RecorderMobius", "StopwatchMethods"])
  }

  /// `state.mutated { $0.user = user; $0.error = nil }`: a method the run does not declare,
  /// whose closure sets fields of its parameter, is a copy with those fields set.
  func testAClosureSettingItsParameterMakesTheCopyWhateverTheMethodsName() throws {
    let found = edges(try GraphFixtures.analyze("ProfileFeedback.swift"))
    XCTAssertEqual(
      found["ProfileState"],
      [
        "* -load-> isLoading=true", "* -loaded-> user=?", "* -loaded-> error=nil",
        "* -loaded-> isLoading=false", "* -failed-> error=?", "* -failed-> isLoading=false",
        "* -signOut-> user=nil",
      ])
  }

  /// `state.mutated { $0.isRefreshing = true }` where the run declares `mutated` itself, as a
  /// method that hands a copy of the state to its closure and returns it (whatever its name:
  /// `updating` too): the copy with what the closure sets, in another file of the run or in the
  /// reducer's own. A helper that returns another value (`reset`) is not read as a copy: in one
  /// file its call is `?`; across files it draws no edge (the linker drops a declared helper's
  /// closure changes, a gap left as it was).
  func testADeclaredHelperApplyingItsClosureToACopyIsTheCopyWithTheClosuresChanges() throws {
    let expected = [
      "* -refresh-> isRefreshing=true", "* -received-> messages=?",
      "* -received-> isRefreshing=false", "* -received-> failure=nil", "* -failed-> failure=?",
      "* -failed-> isRefreshing=false",
    ]
    XCTAssertEqual(edges(try analyze("InboxFeedback"))["InboxFeedback"], expected)
    let folder = GraphFixtures.directory.appendingPathComponent("Summaries/InboxFeedback")
    let text = try ["InboxState.swift", "InboxFeedback.swift"].map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
    let oneFile = StateGraph.analyze(
      sources: [SourceText(path: "Inbox.swift", text: text)],
      options: GraphOptions(paths: [], functions: []))
    XCTAssertEqual(edges(oneFile)["InboxFeedback"], expected + ["* -clear-> ?"])
  }

  /// `.next(model.withChangedStatus(.saving).withChangedSeconds(0))`, the helpers in another
  /// file: each link's field, given the argument passed.
  func testCopyHelpersInAnotherFileGiveTheArgumentsPassed() throws {
    let found = edges(try analyze("RecorderMobius"))
    XCTAssertEqual(
      found["RecorderLogic"],
      [
        "* -recordTapped-> status=recording", "* -pauseTapped-> status=paused",
        "* -stopTapped-> status=saving", "* -stopTapped-> seconds=0", "* -tick-> seconds=?",
        "* -saved-> fileName=?", "* -saved-> status=idle",
      ])
  }

  /// `(modify(model, \.count, 0), .none)`: the field the key path names gets the value.
  func testAKeyPathHelperSetsTheFieldItsKeyPathNames() throws {
    let found = edges(try analyze("CounterElm"))
    XCTAssertEqual(
      found["update"],
      [
        "* -increment-> count=?", "* -decrement-> count=?", "* -reset-> count=0",
        "* -setStep-> step=?", "* -show-> message=?",
      ])
  }

  /// Mutating methods of the state declared in another file; `editSettings { $0.sound = false }`
  /// has its body in the run, so its closure is not read as a copy of the state.
  func testMutatingMethodsInAnotherFileSetTheirFields() throws {
    let found = edges(try analyze("StopwatchMethods"))
    XCTAssertEqual(
      found["stopwatchReducer"],
      [
        "* -start-> isRunning=true", "* -stop-> isRunning=false", "* -tick-> elapsed=?",
        "* -lap-> laps=?", "* -reset-> ?",
      ])
  }

  /// The reducer's file alone: `editSettings` is declared nowhere in the run, so its closure's
  /// change is the copy's (and the methods that are not summarised are `?`).
  func testAClosureIsReadAsTheCopyOnlyWhenTheMethodsBodyIsNotInTheRun() throws {
    let url = GraphFixtures.directory.appendingPathComponent(
      "Summaries/StopwatchMethods/StopwatchReducer.swift")
    let alone = GraphFixtures.analyze(code: try String(contentsOf: url, encoding: .utf8))
    XCTAssertEqual(edges(alone)["stopwatchReducer"]?.last, "* -mute-> sound=false")
    XCTAssertFalse(
      edges(try analyze("StopwatchMethods"))["stopwatchReducer", default: []].contains {
        $0.contains("mute")
      })
  }
}
