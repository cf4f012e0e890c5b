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
