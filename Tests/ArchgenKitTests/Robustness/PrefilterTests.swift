import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// The byte search that spares most files a parse must never change a result: every scanner gives
/// the same with and without it.
final class PrefilterTests: XCTestCase {
  private static let fixtures = Fixtures.root.path

  func testLintFindsTheSameWithoutThePrefilter() throws {
    for (folder, configured) in [("", false), ("/LintApp", true), ("/LintAppCurrent", true)] {
      let root = Self.fixtures + folder
      var config = LintConfig()
      if configured {
        config =
          try ConfigLoader.load(explicitPath: root + "/.archgen.yml", workingDirectory: root)
          .config.lint
      }
      let fast = Linter.run(LintOptions(paths: [root], config: config))
      let full = Linter.run(LintOptions(paths: [root], config: config, prefilter: false))
      XCTAssertGreaterThan(fast.findings.count, 0, root)
      XCTAssertEqual(fast.findings, full.findings, root)
      XCTAssertEqual(fast.diagnostics, full.diagnostics, root)
    }
  }

  func testGraphFindsTheSameWithoutThePrefilter() {
    let options = GraphOptions(paths: [Self.fixtures], functions: ["advance"], strict: true)
    var everything = options
    everything.prefilter = false
    let fast = StateGraph.analyze(options)
    let full = StateGraph.analyze(everything)
    XCTAssertGreaterThan(fast.machines.count, 20)
    XCTAssertEqual(fast.machines, full.machines)
    XCTAssertEqual(fast.diagnostics, full.diagnostics)
    XCTAssertGreaterThan(fast.findings.count, 0)
    XCTAssertEqual(fast.findings, full.findings)
  }

  /// A store's stored state and its reducer in two files: the file with the stored state has none
  /// of the markers, so only the second pass, for the owner's name, finds the initial state.
  func testGraphReadsWhatTheOwnerDeclaresInAFileWithoutMarkers() {
    let storage = SourceText(
      path: "PlayerStore.swift",
      text: """
        final class PlayerStore {
          var state: State = .stopped
        }

        """)
    let reducer = SourceText(
      path: "PlayerStore+Reduce.swift",
      text: """
        extension PlayerStore {
          enum State { case stopped, playing }
          enum Action { case play, stop }

          static func reduce(state: inout State, action: Action) {
            switch action {
            case .play: state = .playing
            case .stop: state = .stopped
            }
          }
        }

        """)
    let unrelated = SourceText(
      path: "Other.swift", text: "final class Other {\n  var state: Int = 1\n}\n")
    XCTAssertFalse(StateGraph.mayHoldMachine(storage.text))
    let sources = [unrelated, storage, reducer]
    let fast = StateGraph.analyze(sources: sources, options: GraphOptions(paths: []))
    let full = StateGraph.analyze(
      sources: sources, options: GraphOptions(paths: [], prefilter: false))
    XCTAssertEqual(fast.machines.map(\.initial), ["stopped"])
    XCTAssertEqual(fast.machines, full.machines)
  }

  func testLintSyntaxErrorsAreReportedWhereAFindingCouldHide() {
    let engine = FileLinter(config: LintConfig())
    let broken = engine.lint(path: "a.swift", text: "let a = CurrentEnvironment.env.(\n")
    XCTAssertFalse(broken.isEmpty)
    XCTAssertEqual(Set(broken.map(\.rule)), [LintRegistry.syntaxErrorID])
    XCTAssertEqual(engine.lint(path: "b.swift", text: "let a = (\n"), [])
    XCTAssertEqual(
      FileLinter(config: LintConfig(), prefilter: false).lint(path: "b.swift", text: "let a = (\n"),
      [])
  }

  func testByteSearch() {
    XCTAssertTrue(ByteSearch.containsAny("let x = CurrentEnvironment", ["Current"]))
    XCTAssertTrue(ByteSearch.containsAny("ab", ["zz", "b"]))
    XCTAssertTrue(ByteSearch.containsAny("\u{1F600}switch", ["switch"]))
    XCTAssertFalse(ByteSearch.containsAny("swit ch", ["switch"]))
    XCTAssertFalse(ByteSearch.containsAny("sw", ["switch"]))
    XCTAssertFalse(ByteSearch.containsAny("", ["a"]))
    XCTAssertFalse(ByteSearch.containsAny("abc", []))
    XCTAssertTrue(ByteSearch.containsAny("aab", ["ab"]))
  }

  func testWordSetMatchesWholeIdentifiersOnly() {
    let owners = WordSet(["PlayerStore", "Café", "A"])
    XCTAssertTrue(owners.occurs(in: "extension PlayerStore {"))
    XCTAssertTrue(owners.occurs(in: "extension PlayerStore.State {"))
    XCTAssertTrue(owners.occurs(in: "class `PlayerStore`"))
    XCTAssertTrue(owners.occurs(in: "let x: Café"))
    XCTAssertTrue(owners.occurs(in: "A"))
    XCTAssertFalse(owners.occurs(in: "class PlayerStoreTests {}"))
    XCTAssertFalse(owners.occurs(in: "class MyPlayerStore {}"))
    XCTAssertFalse(owners.occurs(in: "let Cafés = 1, AB = 2, _A = 3"))
    XCTAssertFalse(WordSet([]).occurs(in: "anything"))
  }
}
