import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32, async writes in view models and XCTest on Linux
/// (Fixtures/TestGeneration/Forms/LedgerViewModel.swift): the writes of a helper the handler
/// calls in a task it drops (`Task { await reload() }`) run after the handler returns, so they
/// get no test, with the reason; a helper called at once is tested as the handler's own write.
/// The XCTest tests of a main-actor suite are `async`, which Linux's runner accepts.
final class HelperTaskWritesTests: XCTestCase {
  private let fixture = "TestGeneration/Forms/LedgerViewModel.swift"

  private func suite() throws -> GeneratedSuite {
    let source = try SourceText.read(Fixtures.url(fixture).path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == "LedgerViewModel" })
  }

  func testWritesOfAHelperCalledInADroppedTaskGetNoTest() throws {
    let suite = try suite()
    // Every write of `reload()`, on one line (`.appear`) or on the task's own (`.refresh`).
    let deferred = suite.skipped.filter { $0.reason == .deferredWrite }.map(\.transition)
    for field in ["isLoading", "entries", "total"] {
      XCTAssertTrue(
        suite.tests.allSatisfy { !$0.name.lowercased().contains(field.lowercased()) },
        "\(field): \(suite.tests.map(\.name))")
      XCTAssertTrue(
        deferred.contains { $0.contains("appear") && $0.contains(field) }, "\(deferred)")
      XCTAssertTrue(
        deferred.contains { $0.contains("refresh") && $0.contains(field) }, "\(deferred)")
    }
    // The handler's own writes and the helper it calls at once are tested, read right after.
    let names = Set(suite.tests.map(\.name))
    XCTAssertTrue(names.contains { $0.hasPrefix("anySelect") }, "\(names)")
    XCTAssertTrue(names.contains { $0.contains("ClearGoesTo") }, "\(names)")
    XCTAssertTrue(names.contains { $0.contains("AppearGoesToIsPickerShown") }, "\(names)")
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
    XCTAssertTrue(suite.tests.allSatisfy { !$0.act.contains("await") }, "\(suite.tests)")
  }

  func testMainActorXCTestMethodsAreAsyncAndSwiftTestingOnesAsTheyWere() throws {
    for framework in TestFramework.allCases {
      let files = try plannedTestFiles(
        fixture, framework, module: "Forms", folder: "helper-task-\(framework.rawValue)"
      ).files
      XCTAssertEqual(files.count, 1)
      let contents = try XCTUnwrap(files.first?.contents)
      XCTAssertTrue(contents.contains("@MainActor\n"), contents)
      let functions = contents.split(separator: "\n").filter { $0.contains("func ") }
      XCTAssertFalse(functions.isEmpty)
      for function in functions {
        XCTAssertEqual(function.hasSuffix("() async {"), framework == .xctest, String(function))
      }
      assertMatchTheirGoldens(files, framework)
    }
  }

  func testTheLedgerTestsTypeCheckInBothFrameworks() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "ledger-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of LedgerViewModel")
    }
  }
}
