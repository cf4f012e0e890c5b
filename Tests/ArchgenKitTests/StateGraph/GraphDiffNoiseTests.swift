import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// `graph --diff` reports what a commit changed in the machines and nothing else: not a guard
/// reformatted, not a file one side reads and the other skips, not a rename it cannot prove.
final class GraphDiffNoiseTests: XCTestCase {
  private var repository: GitRepository!

  override func setUpWithError() throws {
    repository = try GitRepository(in: temporaryDirectory("graph-diff-noise"))
    try write("Door.swift", Self.door(cases: "open, closed, locked", guardText: "hard && jammed"))
    try repository.commitAll("version 1")
  }

  func testAGuardReformattedOrCommentedIsNoChange() throws {
    try write(
      "Door.swift",
      Self.door(cases: "open, closed, locked", guardText: "hard&&jammed /* still hard */"))
    XCTAssertEqual(try diff("HEAD"), [])
    try write(
      "Door.swift", Self.door(cases: "open, closed, locked", guardText: "hard\n      && jammed"))
    XCTAssertEqual(try diff("HEAD"), [])
    try write("Door.swift", Self.door(cases: "open, closed, locked", guardText: "hard || jammed"))
    XCTAssertEqual(
      try diff("HEAD").first?.guardChanges.map { [$0.oldGuard, $0.newGuard] },
      [["hard && jammed", "hard || jammed"]], "a real change of the guard is still reported")
    try write(
      "Door.swift", Self.door(cases: "open, closed, locked", guardText: "hard\n      || jammed"))
    let report = DiffTextRenderer.render(try diff("HEAD"))
    XCTAssertTrue(
      report.contains("slam guard [hard && jammed] is now [hard || jammed]\n"),
      "a guard over two lines is reported on one: \(report)")
    XCTAssertFalse(
      DiffMarkdownRenderer.render(try diff("HEAD")).contains("hard\n"), "nor split in the chart")
  }

  func testBothSidesSkipTheSameFolders() throws {
    try write("Tests/DoorMock.swift", Self.door(cases: "a, b, c", guardText: "x", name: "Mock"))
    try repository.commitAll("a mock in Tests")
    XCTAssertEqual(try diff("HEAD"), [], "Tests/ is skipped on both sides")
    XCTAssertEqual(try diff("HEAD~1..HEAD"), [])
    try write(".gitignore", "Generated/\n")
    try write("Generated/Gen.swift", Self.door(cases: "a, b, c", guardText: "x", name: "Gen"))
    XCTAssertEqual(
      try diff("HEAD").map(\.name), [], "a file git ignores is on neither side")
    try write("Fan.swift", Self.door(cases: "a, b, c", guardText: "x", name: "Fan"))
    XCTAssertEqual(
      try diff("HEAD").map { "\($0.name) \($0.status.rawValue)" }, ["Fan added"],
      "an untracked file git does not ignore is new")
  }

  func testARenameNeedsTheCasesToMatchByPositionAndPayload() throws {
    try write("Door.swift", Self.door(cases: "open, closed, bolted", guardText: "hard && jammed"))
    XCTAssertEqual(
      try diff("HEAD").first?.renamedStates.map { [$0.old, $0.new] }, [["locked", "bolted"]])
    // Renamed and moved: the positions no longer match, so it is a state removed and one added.
    try write("Door.swift", Self.door(cases: "bolted, open, closed", guardText: "hard && jammed"))
    let moved = try XCTUnwrap(try diff("HEAD").first)
    XCTAssertEqual(moved.renamedStates.count, 0)
    XCTAssertEqual(moved.removedStates, ["locked"])
    XCTAssertEqual(moved.addedStates, ["bolted"])
    // Same position, another payload: not the same case.
    try write(
      "Door.swift",
      Self.door(cases: "open, closed, bolted(by: String)", guardText: "hard && jammed"))
    let payload = try XCTUnwrap(try diff("HEAD").first)
    XCTAssertEqual(payload.renamedStates.count, 0)
    XCTAssertEqual([payload.removedStates, payload.addedStates], [["locked"], ["bolted"]])
  }

  func testAChangedStartStateIsAChange() throws {
    try write(
      "Door.swift",
      Self.door(cases: "open, closed, locked", guardText: "hard && jammed")
        + "extension Door.State { static let initial = Door.State.closed }\n")
    try repository.commitAll("a start state")
    try write(
      "Door.swift",
      Self.door(cases: "open, closed, locked", guardText: "hard && jammed")
        + "extension Door.State { static let initial = Door.State.open }\n")
    let diffs = try diff("HEAD")
    XCTAssertEqual(diffs.first?.initialChange, .init(old: "closed", new: "open"))
    XCTAssertTrue(
      DiffTextRenderer.render(diffs).contains("  ~ initial state closed is now open\n"))
    let json = DiffJSONRenderer.render(diffs)
    XCTAssertTrue(json.contains(#""new" : "open""#) && json.contains(#""old" : "closed""#), json)
    try write(
      "Door.swift", Self.door(cases: "open, closed, locked", guardText: "hard && jammed"))
    XCTAssertTrue(DiffTextRenderer.render(try diff("HEAD")).contains("  - initial state closed\n"))
  }

  func testPathsLimitTheComparison() throws {
    try write("Fan.swift", Self.door(cases: "a, b, c", guardText: "x", name: "Fan"))
    try write("Door.swift", Self.door(cases: "open, closed, locked", guardText: "soft"))
    XCTAssertEqual(try diff("HEAD").map(\.name), ["Door", "Fan"])
    XCTAssertEqual(try diff("HEAD", paths: ["Fan.swift"]).map(\.name), ["Fan"])
  }

  func testAMarkdownReportOverSeveralMachinesSummarisesFirstAndFoldsTheCharts() throws {
    try write("Fan.swift", Self.door(cases: "a, b, c", guardText: "x", name: "Fan"))
    try write("Door.swift", Self.door(cases: "open, closed, locked", guardText: "soft"))
    let report = DiffMarkdownRenderer.render(try diff("HEAD"))
    let table = try XCTUnwrap(report.range(of: "| `Door` (`reduce`) | `Door.swift` | changed |"))
    let firstSection = try XCTUnwrap(report.range(of: "### `Door`"))
    XCTAssertLessThan(table.lowerBound, firstSection.lowerBound, report)
    XCTAssertTrue(report.contains("| `Fan` (`reduce`) | `Fan.swift` | added | 3 / 0 / 0 |"), report)
    XCTAssertEqual(report.components(separatedBy: "<details><summary>chart</summary>").count, 3)
    let single = DiffMarkdownRenderer.render(try diff("HEAD", paths: ["Door.swift"]))
    XCTAssertFalse(single.contains("<details>"), "one machine: the chart is shown")
  }

  private func write(_ name: String, _ text: String) throws {
    let url = repository.url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  private func diff(_ revisions: String, paths: [String] = []) throws -> [MachineDiff] {
    try GraphDiff.run(
      GraphDiffRequest(
        revisions: revisions,
        options: GraphOptions(paths: paths, excluded: GraphConfig.defaultExcluded),
        directory: repository.url.path)
    ).diffs
  }

  /// A door with three states (`cases`; a payload on the third is given a value) and a slam
  /// guarded by `guardText`.
  private static func door(cases: String, guardText: String, name: String = "Door") -> String {
    let names = cases.split(separator: ",").map {
      $0.split(separator: "(").first!.trimmingCharacters(in: .whitespaces)
    }
    let locked = cases.hasSuffix(")") ? "\(names[2])(by: \"key\")" : names[2]
    return """
      enum \(name) {
        enum State { case \(cases) }
        enum Event { case push, lock, slam(hard: Bool, jammed: Bool) }

        static func reduce(state: State, event: Event) -> State {
          switch (state, event) {
          case (.\(names[0]), .slam(let hard, let jammed)) where \(guardText): return .\(names[1])
          case (.\(names[1]), .push): return .\(names[0])
          case (.\(names[1]), .lock): return .\(locked)
          default: return state
          }
        }
      }

      """
  }
}
