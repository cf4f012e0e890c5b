import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 24 item 2: composable-architecture features are tested through `TestStore`, and the
/// generated files type-check against the stand-in (Fixtures/StandIns/ComposableArchitecture).
final class StoreTestsTests: XCTestCase {
  private let fixture = "TestGeneration/Features/TimerFeature.swift"

  private func report() throws -> TestReport {
    TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
  }

  func testAnActionSetsEveryFieldItCanNameFromAStartThatDiffers() throws {
    let report = try report()
    let timer = try XCTUnwrap(report.suites.first { $0.machine == "TimerFeature" })
    XCTAssertEqual(timer.store, "TimerFeature")
    let start = try XCTUnwrap(timer.tests.first { $0.name == "start" })
    XCTAssertEqual(start.start, "TimerFeature.State()")
    XCTAssertEqual(start.act, ".start")
    XCTAssertEqual(
      start.assertions, ["$0.phase = .running", "$0.isPaused = false", "$0.label = \"Running\""])
    XCTAssertEqual(
      start.path, ["state.label = \"x\"", "state.isPaused = true", "state.phase = .idle"])
    XCTAssertTrue(start.exhaustive)
    // `label = reason`: the payload is sent with a value the test expects.
    let finish = try XCTUnwrap(timer.tests.first { $0.name == "finish" })
    XCTAssertEqual(finish.assertions, ["$0.phase = .finished", "$0.label = \"x\""])
    XCTAssertTrue(finish.exhaustive)
    XCTAssertEqual(finish.act, ".finish(reason: \"x\")")
    // `seconds += 1` from 0; `laps=?` (an append) drops that assertion only.
    let tick = try XCTUnwrap(timer.tests.first { $0.name == "tick" })
    XCTAssertEqual(tick.path, ["state.seconds = 0"])
    XCTAssertEqual(tick.assertions, ["$0.seconds = 1"])
    XCTAssertFalse(tick.exhaustive)
    let toggle = try XCTUnwrap(report.suites.first { $0.machine == "ToggleFeature" })
    XCTAssertEqual(toggle.tests.map(\.name), ["switchOn", "switchOff", "sheetDismiss"])
    // composable-architecture's `PresentationAction`: `.dismiss` is built.
    XCTAssertEqual(toggle.tests.last?.act, ".sheet(.dismiss)")
  }

  func testStoreTestsTypeCheckInBothFrameworks() throws {
    for framework in TestFramework.allCases {
      try check(framework)
    }
  }

  private func check(_ framework: TestFramework) throws {
    let standIns = try StandIns.build()
    let directory = try temporaryDirectory("store-tests-\(framework.rawValue)").url
    let source = Fixtures.url(fixture).path
    let generation = try TestGenerator.plan(
      TestRequest(
        paths: [source], outputDirectory: directory.path, framework: framework, module: "MyApp"))
    XCTAssertEqual(
      generation.plan.files.map { URL(fileURLWithPath: $0.path).lastPathComponent },
      ["TimerFeatureTests.swift", "ToggleFeatureTests.swift"])
    for file in generation.plan.files {
      XCTAssertFalse(file.contents.contains("<#"), file.path)
      XCTAssertTrue(file.contents.contains("let store = TestStore(initialState: state) {"))
      try FileSystem.writeAtomically(file.contents, to: file.path)
    }
    try standIns.typeCheck(
      generated: generation.plan.files.map(\.path), importing: source, in: directory,
      what: "\(framework.rawValue) store tests")
  }
}
