import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// A reducer that takes more than the state and the event (`file:function:line:` for a log) is
/// called with built values for the rest when its body never reads them: they cannot decide the
/// change (Fixtures/TestGeneration/Forms/AwningReducer.swift). One it reads keeps the skip.
final class UnreadArgumentsTests: XCTestCase {
  func testArgumentsTheReducerNeverReadsAreBuilt() throws {
    let source = try SourceText.read(
      Fixtures.url("TestGeneration/Forms/AwningReducer.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "AwningReducer" }, "\(report)")
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    XCTAssertEqual(
      tests["anyExtendGoesToPositionExtending"]?.act,
      "state = try await AwningReducer().reduce(state: state, action: .extend, file: \"\", "
        + "function: \"\", line: 0)", "\(tests.keys.sorted())")
    XCTAssertEqual(suite.tests.count, 4, "\(tests.keys.sorted())")
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  func testAnArgumentTheReducerReadsKeepsTheSkip() throws {
    let source = SourceText(
      path: "Sources/App/Dimmer.swift",
      text: """
        enum Dim: Equatable { case off, low, high }
        enum DimEvent { case turn }
        struct Dimmer {
          func reduce(state: Dim, event: DimEvent, bright: Bool) -> Dim {
            switch event {
            case .turn: return bright ? .high : .low
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    XCTAssertEqual(
      report.skippedMachines.map(\.reason), [.unsupportedSignature],
      "\(report.suites.map(\.tests))")
  }
}
