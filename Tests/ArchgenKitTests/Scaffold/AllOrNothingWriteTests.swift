import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// A scaffold is written whole or not at all (issue 22): every target is checked before any file
/// is written, and runs into one folder take turns.
final class AllOrNothingWriteTests: XCTestCase {
  private var folder: TemporaryDirectory!

  override func setUpWithError() throws {
    folder = try temporaryDirectory("all-or-nothing")
  }

  private func request(states: String? = nil, output: String = "out") -> ScaffoldRequest {
    var request = ScaffoldRequest(
      kind: .scene, name: "Login", outputDirectory: folder.path(output),
      header: ScaffoldFlavour.header, module: "MyApp")
    request.states = states
    return request
  }

  func testAFolderWhereAFileGoesStopsTheRunBeforeAnyFileIsWritten() throws {
    try FileManager.default.createDirectory(
      atPath: folder.path("out/Login/LoginStore.swift"), withIntermediateDirectories: true)
    var forced = request()
    forced.conflictPolicy = .force
    let outcome = Scaffolder.command(forced, ScaffoldPresentation())
    XCTAssertEqual(outcome.status, .failure)
    XCTAssertEqual(
      outcome.diagnostics.map(\.description),
      [
        "\(folder.path("out/Login/LoginStore.swift")): error: is a directory, cannot write a file here"
      ])
    XCTAssertEqual(folder.snapshot("out"), [:])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out/Login")),
      ["LoginStore.swift"])
  }

  func testAFileWhereAFolderGoesStopsTheRunAndRemovesTheFoldersItMade() throws {
    var split = request()
    split.testsOutputDirectory = folder.path("tests/Unit")
    try folder.write("tests", "a file, not a folder")
    let outcome = Scaffolder.command(split, ScaffoldPresentation())
    XCTAssertEqual(outcome.status, .failure)
    XCTAssertFalse(folder.exists("out"), "the output folder this run made is removed")
    XCTAssertEqual(try folder.read("tests"), "a file, not a folder")
  }

  func testAFailedCommitPutsBackWhatItReplaced() throws {
    let kept = try folder.write("out/Kept.swift", "old\n")
    let plan = ScaffoldPlan(
      files: [
        .init(path: kept, status: .conflict, isTest: false, contents: "new\n"),
        .init(
          path: folder.path("out/New/File.swift"), status: .create, isTest: false,
          contents: "new\n"),
      ],
      folders: [folder.path("out")])
    _ = try plan.apply(.force)
    XCTAssertEqual(try folder.read("out/Kept.swift"), "new\n")
    XCTAssertEqual(try folder.read("out/New/File.swift"), "new\n")
    // No temporary file or backup is left beside the targets.
    XCTAssertEqual(Set(folder.snapshot("out").keys), ["Kept.swift", "New/File.swift"])
  }

  func testARunPlannedBeforeAnotherWroteSeesItsFilesAsConflicts() throws {
    let first = try Scaffolder.plan(request(states: "idle, alpha"))
    let second = try Scaffolder.plan(request(states: "idle, beta"))
    _ = try first.apply(.refuse)
    XCTAssertThrowsError(try second.apply(.refuse))
    let written = folder.snapshot("out")
    XCTAssertEqual(written.count, first.files.count)
    for file in first.files {
      XCTAssertEqual(FileManager.default.contents(atPath: file.path), Data(file.contents.utf8))
    }
  }

  /// Two `archgen scene` processes into one folder at once, several times: the folder always
  /// ends with one whole scene, and the run that lost says so with status 2.
  func testConcurrentRunsIntoOneFolderNeverMixTheirFiles() throws {
    // Each scene alone, to compare with (run in the same folder: the module is its name).
    var expected: [[String: Data]] = []
    for state in ["alpha", "beta"] {
      XCTAssertEqual(try Self.scene(state, into: state, in: folder.url).status, 0)
      expected.append(folder.snapshot(state))
    }
    XCTAssertNotEqual(expected[0], expected[1])
    let here = folder.url
    for attempt in 0..<6 {
      let results = Slot<ArchgenBinary.Result>()
      let group = DispatchGroup()
      for state in ["alpha", "beta"] {
        DispatchQueue.global().async(group: group) {
          results.append(try? Self.scene(state, into: "race-\(attempt)", in: here))
        }
      }
      group.wait()
      let statuses = results.values.compactMap { $0?.status }.sorted()
      XCTAssertEqual(statuses, [0, 2], results.values.map { $0?.output ?? "-" }.joined())
      let written = folder.snapshot("race-\(attempt)")
      XCTAssertTrue(expected.contains(written), "attempt \(attempt): \(written.keys.sorted())")
    }
  }
}

extension AllOrNothingWriteTests {
  fileprivate static func scene(_ state: String, into output: String, in directory: URL) throws
    -> ArchgenBinary.Result
  {
    try ArchgenBinary.run(
      ["scene", "Login", "--output", output, "--states", "idle, \(state)"], in: directory)
  }
}

/// Results collected from several threads.
private final class Slot<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [T?] = []

  func append(_ item: T?) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }

  var values: [T?] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
