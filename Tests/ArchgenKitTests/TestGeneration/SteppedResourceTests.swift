import ArchgenKit
import ArchgenTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// A holder that keeps a resource in step with its state and releases it in its `deinit`
/// (Fixtures/TestGeneration/SprinklerMachine.swift: `start()` opens the valve, `stop()` closes
/// it, the `deinit` traps on a valve left open): its state is never set by hand, each source is
/// reached by the methods from the initial state, and a test that leaves it away from that state
/// brings it back before it is released.
final class SteppedResourceTests: XCTestCase {
  private let fixture = "TestGeneration/SprinklerMachine.swift"

  private func suite() throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == "Sprinkler" })
  }

  func testEachSourceIsReachedByEventsAndTheHolderReturnsBeforeRelease() throws {
    let tests = try suite().tests
    XCTAssertEqual(tests.map(\.name), ["idleStartGoesToWatering", "wateringStopGoesToIdle"])
    XCTAssertTrue(tests.allSatisfy(\.isComplete))
    XCTAssertFalse(tests.contains { $0.path.contains("store.phase = state") })
    XCTAssertEqual(tests[0].path.filter { !$0.hasPrefix("//") }.first, "let store = Sprinkler()")
    XCTAssertTrue(tests[0].path.contains("defer { store.stop() }"))
    XCTAssertTrue(tests[1].path.contains("store.start()"))
    // Stopping ends where the sprinkler started: nothing to bring back.
    XCTAssertFalse(tests[1].path.contains { $0.hasPrefix("defer") })
  }

  /// A resource every event treats alike (`task?.cancel()`) switches nothing: the state stays
  /// one a test sets.
  func testAResourceNoTwoEventsSwitchApartIsNotSteppedWithTheState() throws {
    func stepped(_ text: String) throws -> Set<String> {
      let tree = Parser.parse(source: text)
      let type = try XCTUnwrap(tree.statements.first?.item.as(ClassDeclSyntax.self))
      let members = Array(type.memberBlock.members)
      return SteppedResources.names(
        in: members, events: members.compactMap { $0.decl.as(FunctionDeclSyntax.self) })
    }
    XCTAssertEqual(
      try stepped(
        """
        final class Loader {
          var phase = Phase.idle
          var task: Task<Void, Never>?
          deinit { task?.cancel() }
          func load() { task?.cancel(); phase = .loading }
          func reset() { task?.cancel(); phase = .idle }
        }
        """), [])
    XCTAssertEqual(
      try stepped(
        """
        final class Timer {
          var state = State.suspended
          let source: Source
          deinit { source.cancel() }
          func activate() { state = .activated; self.source.resume() }
          func suspend() { state = .suspended; source?.suspend() }
        }
        """), ["source"])
  }

  func testTheGoldenXCTestFile() throws {
    let files = try plannedTestFiles(fixture, .xctest, module: "Machines", folder: "stepped")
      .files
    XCTAssertEqual(files.count, 1)
    Golden.assertMatches(
      files[0].contents, fixture: "TestGeneration/Golden/SprinklerStateTests.xctest.swift")
  }

  func testTheTestsTypeCheckInBothFrameworks() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "stepped-resource-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of a holder stepping a resource")
    }
  }
}
