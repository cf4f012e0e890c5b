import ArchgenKit
import XCTest

/// `AskedAndAwaitedSteps.swift`: steps read by what a body does, whatever its names: a question
/// of the state given one of its cases, a closure an awaited call runs, a helper's guard on a
/// path that knows its case, and a class's method called on a field.
final class GraphAskedAndAwaitedStepsTests: XCTestCase {
  private func edges() throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze("AskedAndAwaitedSteps.swift"))
  }

  /// `guard state.allows(.paused)`: the question's switch over `(self, next)` with `next` the
  /// case passed holds from `created` and `running` only, one edge from each; `done` and the
  /// case itself are left out.
  func testAQuestionGivenACaseNarrowsToTheCasesItHoldsFor() throws {
    XCTAssertEqual(
      try edges()["Transfer"],
      [
        "created -start-> running", "paused -start-> running", "created -pause-> paused",
        "running -pause-> paused", "created -stop-> stopped", "running -stop-> stopped",
        "paused -stop-> stopped",
      ])
  }

  /// The continuation's closure writes `opening` before the await returns: `open` and the
  /// catch start from it. `close()` writes inside the closure it returns the await of; called
  /// from `open` in `.open`, its guard on `open || opening` keeps `open` (no `opening` edge of
  /// `open` there).
  func testAnAwaitedClosureRunsBeforeTheCodeBelowIt() throws {
    XCTAssertEqual(
      try edges()["Relay"],
      [
        "open -open-> idle", "* -open-> opening", "opening -open-> open", "opening -open-> idle",
        "opening -close-> idle", "open -close-> idle",
      ])
  }

  /// `speaker?.silence()` calls a method of a class on the field: no `speaker=?` for it. The
  /// state's `halt()` sets `speaker=nil`, so `play`'s writes below it start from there, and
  /// `eject`'s `speaker = nil` below it writes the value the field holds: no edge. The same
  /// whether the method is summarised and composed when linking (`Tracks`' `Reduce` closure)
  /// or followed where it is called (`Jukebox`'s reducer function).
  func testAClassMethodOnAFieldKeepsItAndAStateMethodMovesTheFlowOn() throws {
    let expected = [
      "* -play-> speaker=nil", "* -play-> playingID=nil", "speaker=nil -play-> speaker=?",
      "playingID=nil -play-> playingID=?", "* -halt-> speaker=nil", "* -halt-> playingID=nil",
      "* -eject-> speaker=nil", "* -eject-> playingID=nil",
    ]
    let found = try edges()
    XCTAssertEqual(found["Tracks"], expected)
    XCTAssertEqual(found["Jukebox"], expected)
  }

  /// A stored value that starts as a case built with a payload (`= .loaded(false)`) starts in
  /// that case, not in its payload; a container's argument (`CurrentValueSubject(.idle)`) is
  /// still the value it holds.
  func testACaseBuiltWithItsPayloadIsTheInitialNotThePayload() throws {
    let code = """
      enum Loadable<T> {
        case loading
        case loaded(T)
        case failed(String)
      }

      final class Uploader: ObservableObject {
        @Published var state: Loadable<Bool> = .loaded(false)

        func upload() {
          state = .loading
          Task { state = .loaded(true) }
        }

        func fail() { state = .failed("no") }
      }
      """
    XCTAssertEqual(try GraphFixtures.analyze(code: code).machines.first?.initial, "loaded")
  }
}
