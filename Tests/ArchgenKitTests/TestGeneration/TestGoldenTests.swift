import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// The generated test files of two fixtures, and the feedback tests of an RxSwift and a Combine
/// service, in both frameworks, byte for byte.
final class TestGoldenTests: XCTestCase {
  private func check(_ fixture: String, _ framework: TestFramework, golden: String) throws {
    let files = try plannedTestFiles(
      fixture, framework, module: "Machines", folder: "tests-golden"
    ).files
    XCTAssertEqual(files.count, 1)
    for file in files {
      Golden.assertMatches(file.contents, fixture: "TestGeneration/Golden/\(golden)")
    }
  }

  func testCheckoutFlowSwiftTesting() throws {
    try check(
      "StateGraph/CheckoutFlow.swift", .swiftTesting,
      golden: "CheckoutFlowResolveTests.swift-testing.swift")
  }

  func testCheckoutFlowXCTest() throws {
    try check(
      "StateGraph/CheckoutFlow.swift", .xctest, golden: "CheckoutFlowResolveTests.xctest.swift")
  }

  func testPlayerXCTest() throws {
    try check("StateGraph/PlayerReducer.swift", .xctest, golden: "PlayerNextTests.xctest.swift")
  }

  func testPlayerSwiftTesting() throws {
    try check(
      "StateGraph/PlayerReducer.swift", .swiftTesting,
      golden: "PlayerNextTests.swift-testing.swift")
  }

  /// A resolver whose events are structs cast from a protocol, its result a wrapper of the state.
  func testCastEventResolverXCTest() throws {
    try check(
      "TestGeneration/Forms/VaultResolver.swift", .xctest,
      golden: "VaultResolverResolveTests.xctest.swift")
  }

  func testCastEventResolverSwiftTesting() throws {
    try check(
      "TestGeneration/Forms/VaultResolver.swift", .swiftTesting,
      golden: "VaultResolverResolveTests.swift-testing.swift")
  }

  /// The `<Service>FeedbackTests.swift` file of a service fixture.
  private func feedbackTests(_ service: String, _ framework: TestFramework) throws -> String {
    let files = try plannedTestFiles(
      "TestGeneration/Services/\(service).swift", framework, module: "Services",
      folder: "tests-golden"
    ).files
    let names = files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    XCTAssertEqual(names, ["\(service)ReduceTests.swift", "\(service)FeedbackTests.swift"])
    return try XCTUnwrap(files.last).contents
  }

  func testServiceFeedbackTestsXCTest() throws {
    for service in ["SessionService", "BadgeService"] {
      let text = try feedbackTests(service, .xctest)
      XCTAssertTrue(text.contains("import XCTest\n"), text)
      XCTAssertFalse(text.contains("import Testing"), text)
      XCTAssertTrue(text.contains("final class \(service)FeedbackTests: XCTestCase {"), text)
      XCTAssertTrue(text.contains("  func testAnyActionLockWhenAttemptsAtLeast3GoesToLocked() {"))
      Golden.assertMatches(
        text, fixture: "TestGeneration/Golden/\(service)FeedbackTests.xctest.swift")
    }
  }

  func testServiceFeedbackTestsSwiftTesting() throws {
    for service in ["SessionService", "BadgeService"] {
      let text = try feedbackTests(service, .swiftTesting)
      XCTAssertTrue(text.contains("import Testing\n"), text)
      XCTAssertFalse(text.contains("XCT"), text)
      XCTAssertTrue(text.contains("@Suite struct \(service)FeedbackTests {"), text)
      XCTAssertTrue(
        text.contains("  @Test func anyActionLockWhenAttemptsAtLeast3GoesToLocked() {"), text)
      XCTAssertTrue(text.contains("Issue.record(\"expected .signingIn, got "), text)
      XCTAssertFalse(text.contains("func test"), text)
      Golden.assertMatches(
        text, fixture: "TestGeneration/Golden/\(service)FeedbackTests.swift-testing.swift")
    }
  }
}
