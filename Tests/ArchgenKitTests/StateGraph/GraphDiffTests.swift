import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// `graph --diff` over a small git history the test makes: version 1 committed, version 2
/// committed after it (and, for the work-tree mode, left uncommitted).
final class GraphDiffTests: XCTestCase {
  private var repository: GitRepository!

  override func setUpWithError() throws {
    repository = try GitRepository(in: temporaryDirectory("graph-diff"))
    try repository.copy(fixture: "GraphDiff/v1")
    try repository.commitAll("version 1")
  }

  func testTwoRevisionsGiveAddedRemovedRetargetedRenamedAndGuardChanges() throws {
    try repository.copy(fixture: "GraphDiff/v2")
    try repository.commitAll("version 2")
    let diffs = try diff("HEAD~1..HEAD")
    XCTAssertEqual(diffs.map(\.name), ["Door", "Fan"], "Light only moved: no change")
    let door = diffs[0]
    XCTAssertEqual(door.status, .changed)
    XCTAssertEqual(door.renamedStates.map { [$0.old, $0.new] }, [["locked", "bolted"]])
    XCTAssertEqual(door.addedStates, [])
    XCTAssertEqual(door.removedStates, [])
    XCTAssertEqual(door.addedTransitions.map(\.label), ["knock"])
    XCTAssertEqual(door.removedTransitions.map(\.label), ["pull"])
    XCTAssertEqual(
      door.retargeted.map { [$0.from, $0.event, $0.oldTo, $0.newTo] },
      [["closed", "push", "open", "bolted"]])
    XCTAssertEqual(door.guardChanges.map { [$0.oldGuard, $0.newGuard] }, [["hard", "!hard"]])
    XCTAssertEqual(diffs[1].status, .added)
    Golden.assertMatches(DiffTextRenderer.render(diffs), fixture: "GraphDiff/Golden/diff.txt")
    Golden.assertMatches(DiffJSONRenderer.render(diffs), fixture: "GraphDiff/Golden/diff.json")
    Golden.assertMatches(DiffMarkdownRenderer.render(diffs), fixture: "GraphDiff/Golden/diff.md")
  }

  func testAgainstTheWorkTreeAndBackwardsARemovedMachine() throws {
    try repository.copy(fixture: "GraphDiff/v2")
    let forward = try diff("HEAD")
    XCTAssertEqual(forward.map(\.name), ["Door", "Fan"])
    try repository.commitAll("version 2")
    let backward = try diff("HEAD..HEAD~1")
    XCTAssertEqual(
      backward.map { "\($0.name) \($0.status.rawValue)" }, ["Door changed", "Fan removed"])
    XCTAssertEqual(backward[0].renamedStates.map { [$0.old, $0.new] }, [["bolted", "locked"]])
  }

  func testNoChangeAndABadRevision() throws {
    XCTAssertEqual(try diff("HEAD"), [])
    XCTAssertEqual(DiffTextRenderer.render([]), "no state machine changed\n")
    XCTAssertThrowsError(try diff("no-such-revision")) { error in
      XCTAssertTrue("\(error)".contains("cannot read revision 'no-such-revision'"), "\(error)")
    }
    XCTAssertThrowsError(try diff("a..b..c"))
  }

  private func diff(_ revisions: String) throws -> [MachineDiff] {
    try GraphDiff.run(
      GraphDiffRequest(
        revisions: revisions, options: GraphOptions(paths: []), directory: repository.url.path)
    ).diffs
  }
}
