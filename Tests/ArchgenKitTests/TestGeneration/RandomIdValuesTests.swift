import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// Issue 32 (TestsCorpus4): a value that gives itself a random id, at any depth (a field built
/// with `.init()` of a type whose initializer defaults to `UUID().uuidString`), never equals
/// one the test builds: such a write is not expected, the reducer's other writes are.
final class RandomIdValuesTests: XCTestCase {
  func testAValueWithARandomIdIsNotExpectedEqualToOneTheTestBuilds() throws {
    let source = try SourceText.read(
      Fixtures.url("TestGeneration/Forms/SignOutReducer.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let tests = report.suites.flatMap(\.tests)
    XCTAssertTrue(tests.contains { $0.subject == "state.isSignedIn" })
    XCTAssertFalse(tests.contains { $0.expected.contains("Trigger()") }, "\(tests)")
  }
}
