import ArchgenTestSupport
import Foundation
import XCTest

/// Runs the built `archgen tests`: plan, dry run, no overwrite without --force, framework default.
final class TestsCommandTests: XCTestCase {
  private let checkout = "Fixtures/StateGraph/CheckoutFlow.swift"

  private func archgen(_ arguments: [String]) throws -> ArchgenBinary.Result {
    try ArchgenBinary.run(["tests"] + arguments, in: Repository.root)
  }

  func testDryRunPrintsThePlanAndTheFiguresAndWritesNothing() throws {
    let output = try temporaryDirectory("e2e")
    let run = try archgen([checkout, "--output", output.path, "--dry-run", "--module", "App"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      create    \(output.path)/CheckoutFlowResolveTests.swift
      9 tests: 9 complete, 0 need a value

      """)
    XCTAssertEqual(output.snapshot(), [:])
  }

  func testWritesThenRefusesToOverwriteChangedFilesUnlessForced() throws {
    let output = try temporaryDirectory("e2e")
    let arguments = [checkout, "--output", output.path, "--framework", "xctest"]
    XCTAssertEqual(try archgen(arguments).status, 0)
    let file = output.file("CheckoutFlowResolveTests.swift")
    XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("import XCTest"))
    XCTAssertTrue(try archgen(arguments).stdout.hasPrefix("unchanged"))
    try Data("// mine\n".utf8).write(to: file)
    let refused = try archgen(arguments)
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.stderr.contains("file exists with other content"), refused.stderr)
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "// mine\n")
    let forced = try archgen(arguments + ["--force"])
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertTrue(forced.stdout.hasPrefix("overwritten"))
  }

  func testFrameworkDefaultsToWhatTheTestsInTheOutputFolderImport() throws {
    let output = try temporaryDirectory("e2e")
    try Data("import Testing\n\n@Test func old() {}\n".utf8)
      .write(to: output.file("OldTests.swift"))
    XCTAssertEqual(try archgen([checkout, "--output", output.path]).status, 0)
    let text = try String(
      contentsOf: output.file("CheckoutFlowResolveTests.swift"), encoding: .utf8)
    XCTAssertTrue(text.contains("import Testing\n"), text)
    XCTAssertTrue(text.contains("@Test func cartProceedGoesToShipping()"), text)
  }

  /// Issue 32 item 7: with nothing naming the module (no --module, no config, no Xcode project)
  /// the tests import the working folder's name, and `tests` says so.
  func testAModuleGuessedFromTheFolderIsSaid() throws {
    let output = try temporaryDirectory("e2e")
    let guessed = try archgen([checkout, "--output", output.path, "--dry-run"])
    XCTAssertEqual(guessed.status, 0, guessed.stderr)
    XCTAssertTrue(guessed.stderr.contains("warning: no module named"), guessed.stderr)
    let named = try archgen([checkout, "--output", output.path, "--dry-run", "--module", "App"])
    XCTAssertFalse(named.stderr.contains("no module named"), named.stderr)
  }

  func testNamesTheTestsThatNeedAValue() throws {
    let output = try temporaryDirectory("e2e")
    // A payload of a class archgen cannot build.
    let source = output.file("Player.swift")
    try Data(
      """
      final class Track {}
      enum PlayerState { case stopped, failed(Track) }
      enum PlayerEvent { case play }
      struct Player {
        static func next(_ current: PlayerState, _ input: PlayerEvent) -> PlayerState {
          switch (current, input) {
          case (.failed, .play): return .stopped
          default: return current
          }
        }
      }
      """.utf8
    ).write(to: source)
    let run = try archgen([source.path, "--output", output.path, "--dry-run"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("1 tests: 0 complete, 1 need a value\n"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains(
        "  needs a value: PlayerNextTests.testFailedPlayGoesToStopped (\(source.path):7)\n"),
      run.stdout)
  }

  func testTypeKeepsOneMachineAndJSONCarriesTheFigures() throws {
    let output = try temporaryDirectory("e2e")
    let run = try archgen([
      "Fixtures/StateGraph/TrafficLight.swift", "Fixtures/StateGraph/PlayerReducer.swift",
      "--type", "PlayerState", "--output", output.path, "--dry-run", "--json",
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let report = try XCTUnwrap(object["report"] as? [String: Any])
    XCTAssertEqual(report["tests"] as? Int, 7)
    XCTAssertEqual(report["complete"] as? Int, 7)
    let files = try XCTUnwrap((object["files"] as? [String: Any])?["plan"] as? [[String: Any]])
    XCTAssertEqual(files.map { $0["path"] as? String }, ["\(output.path)/PlayerNextTests.swift"])
  }
}
