import ArchgenTestSupport
import Foundation
import XCTest

/// `archgen graph --diff` end to end, in a git repository the test makes.
final class GraphDiffCommandTests: XCTestCase {
  private var repository: URL!

  override func setUpWithError() throws {
    let git = try GitRepository(in: temporaryDirectory("e2e"))
    try git.copy(fixture: "GraphDiff/v1")
    try git.commitAll("v1")
    try git.copy(fixture: "GraphDiff/v2")
    repository = git.url
  }

  func testAMarkdownCommentOfTheWorkTreesChangesFailsOnChange() throws {
    let run = try ArchgenBinary.run(
      ["graph", "--diff", "HEAD", "--format", "markdown", "--fail-on-change"], in: repository)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("## State machine changes\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("### `Door`"), run.stdout)
    XCTAssertTrue(run.stdout.contains("```mermaid\nflowchart LR\n"), run.stdout)
    XCTAssertFalse(run.stdout.contains("`Light`"), "a machine that only moved is unchanged")
  }

  func testTextByDefaultExitZeroWithoutTheGateAndNoChangeAtHead() throws {
    let run = try ArchgenBinary.run(["graph", "--diff", "HEAD", "Door.swift"], in: repository)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("changed Door (reduce) in Door.swift\n"), run.stdout)
    let same = try ArchgenBinary.run(
      ["graph", "--diff", "HEAD..HEAD", "--fail-on-change"], in: repository)
    XCTAssertEqual(same.status, 0, same.stderr)
    XCTAssertEqual(same.stdout, "no state machine changed\n")
  }

  func testPathsAfterADoubleDashLimitTheComparison() throws {
    let all = try ArchgenBinary.run(["graph", "--diff", "HEAD"], in: repository)
    XCTAssertTrue(all.stdout.contains("added Fan"), all.stdout)
    let door = try ArchgenBinary.run(
      ["graph", "--diff", "HEAD", "--", "Door.swift"], in: repository)
    XCTAssertEqual(door.status, 0, door.stderr)
    XCTAssertTrue(door.stdout.hasPrefix("changed Door (reduce) in Door.swift\n"), door.stdout)
    XCTAssertFalse(door.stdout.contains("Fan"), door.stdout)
  }

  func testUsageAndRevisionErrors() throws {
    let strict = try ArchgenBinary.run(["graph", "--diff", "HEAD", "--strict"], in: repository)
    XCTAssertEqual(strict.status, 64)
    XCTAssertTrue(strict.stderr.contains("cannot be used with --diff"), strict.stderr)
    let format = try ArchgenBinary.run(
      ["graph", "--diff", "HEAD", "--format", "dot"], in: repository)
    XCTAssertEqual(format.status, 64)
    let gate = try ArchgenBinary.run(["graph", "Door.swift", "--fail-on-change"], in: repository)
    XCTAssertEqual(gate.status, 64)
    let missing = try ArchgenBinary.run(["graph", "--diff", "nope"], in: repository)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.contains("cannot read revision 'nope'"), missing.stderr)
  }
}
