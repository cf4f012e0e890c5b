import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// A payload passed through to a field whose type it names from another scope.
final class PayloadTypeScopeTests: XCTestCase {
  /// Issue 32 item 1: `case tabSelected(State.Tab)` passed to `var selectedTab: Tab` is one type
  /// named from two scopes (three machines of one fetched app had no test for it).
  func testAPayloadNamingTheFieldsTypeFromAnotherScopeIsPassedThrough() throws {
    let report = TestGenerator.suites(
      sources: [
        try SourceText.read(Fixtures.url("TestGeneration/Features/TabsFeature.swift").path)
      ],
      options: GraphOptions(paths: []))
    let tabs = try XCTUnwrap(report.suites.first { $0.machine == "TabsFeature" })
    let selected = try XCTUnwrap(tabs.tests.first)
    XCTAssertEqual(selected.act, ".tabSelected(.inbox)")
    XCTAssertEqual(selected.path, ["state.selectedTab = .archive"])
    XCTAssertEqual(selected.assertions, ["$0.selectedTab = .inbox"])
    XCTAssertTrue(selected.isComplete)
  }
}
