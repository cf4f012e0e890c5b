import Foundation
import XCTest

/// `archgen graph --diff` end to end, in a git repository the test makes.
final class GraphDiffCommandTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private var repository: URL!

  override func setUpWithError() throws {
    repository = try ArchgenBinary.temporaryDirectory()
    try git("init", "-q")
    try copy("v1")
    try git("add", ".")
    try git(
      "-c", "user.name=archgen", "-c", "user.email=archgen@example.com", "commit", "-q", "-m", "v1")
    try copy("v2")
  }

  override func tearDownWithError() throws {
    if let repository { try? FileManager.default.removeItem(at: repository) }
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

  private func copy(_ version: String) throws {
    let source = Self.root.appendingPathComponent("Fixtures/GraphDiff/\(version)")
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      let target = repository.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target)
    }
  }

  private func git(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = repository
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
  }
}
