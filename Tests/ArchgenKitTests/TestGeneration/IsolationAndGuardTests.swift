import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// A test's isolation follows the code it calls, and a guard's payload meets the guard it names:
/// KioskGuide's `@MainActor` methods in a type that is not are called from a `@MainActor` suite,
/// its write in the `#else` of `#if !KIOSK_LITE` gets no test, nor does its `serve()`, which sets
/// a `private(set) static` value a test cannot set back; PassFeature's branch for a
/// value (`loaded != nil` on an optional payload) is sent a built value, never `nil`.
final class IsolationAndGuardTests: XCTestCase {
  private static let fixtures = [
    "TestGeneration/Forms/KioskGuide.swift", "TestGeneration/Features/PassFeature.swift",
  ]

  func testTheirTestsMatchTheirGoldens() throws {
    try assertOneFileEachMatchingItsGolden(Self.fixtures, folder: "isolation")
  }

  func testTheirTestsTypeCheckInBothFrameworks() throws {
    try assertCompleteAndTypeCheck(Self.fixtures, folder: "isolation")
  }

  func testAMainActorMethodMakesTheSuiteMainActorAndACompiledOutWriteIsSkipped() throws {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(Self.fixtures[0]).path)],
      options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "KioskGuide" })
    XCTAssertTrue(suite.isMainActor)
    XCTAssertEqual(suite.skipped.map(\.reason), [.compiledOut, .leavesGlobal])
    XCTAssertFalse(
      suite.tests.contains { $0.expected == ".done" && $0.act.contains("chooseLanguage") })
  }

  func testAGuardOnAnOptionalPayloadBeingSetSendsABuiltValue() throws {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(Self.fixtures[1]).path)],
      options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "PassFeature" })
    let guarded = try XCTUnwrap(suite.tests.first { $0.guardText == "loaded != nil" })
    XCTAssertEqual(guarded.act, ".holderLoaded(PassFeature.Holder())")
    let otherwise = try XCTUnwrap(suite.tests.first { $0.guardText == "!(loaded != nil)" })
    XCTAssertEqual(otherwise.act, ".holderLoaded(nil)")
  }
}
