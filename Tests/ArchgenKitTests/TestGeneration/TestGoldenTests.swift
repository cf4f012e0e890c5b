import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// The generated test files of two fixtures, in both frameworks, byte for byte.
final class TestGoldenTests: XCTestCase {
  private func check(_ fixture: String, _ framework: TestFramework, golden: String) throws {
    let output = try temporaryDirectory("tests-golden").url
    // The path as a user in the repository would give it, for the generated header.
    let source = SourceText(
      path: "Fixtures/\(fixture)",
      text: try String(contentsOf: Fixtures.url(fixture), encoding: .utf8))
    let generation = try TestGenerator.plan(
      sources: [source],
      request: TestRequest(
        paths: [], outputDirectory: output.path, framework: framework, module: "Machines"))
    let files = generation.plan.files
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
}
