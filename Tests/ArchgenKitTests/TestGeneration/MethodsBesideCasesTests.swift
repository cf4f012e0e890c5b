import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// A held machine whose handler switches over an event enum (`received(_ message:)`) and whose
/// other events are methods of its type (`start()`, `abort()`): a test calls those methods where
/// it sends the enum's cases to the handler (Fixtures/TestGeneration/Forms/Handshake.swift).
final class MethodsBesideCasesTests: XCTestCase {
  func testMethodEventsBesideTheHandlersCasesAreCalled() throws {
    let source = try SourceText.read(Fixtures.url("TestGeneration/Forms/Handshake.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "Handshake" }, "\(report)")
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    let start = try XCTUnwrap(tests["idleStartGoesToHelloSent"], "\(tests.keys.sorted())")
    XCTAssertEqual(start.start, ".idle")
    XCTAssertEqual(start.act, "_ = store.start()\n    state = store.state")
    XCTAssertEqual(start.expected, ".helloSent")
    XCTAssertEqual(tests["anyAbortGoesToFailed"]?.act, "_ = store.abort()\n    state = store.state")
    // The enum's cases still go to the handler.
    XCTAssertEqual(
      tests["helloSentHelloGoesToKeySent"]?.act,
      "_ = store.received(.hello)\n    state = store.state")
    XCTAssertEqual(suite.tests.count, 6)
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  func testAnyEventOfTheHandlerIsNeverAMethodBesideIt() throws {
    let source = SourceText(
      path: "Sources/App/Switch.swift",
      text: """
        enum Lamp: Equatable { case off, on, broken }
        enum PressEvent { case short }
        struct Switch {
          var state: Lamp = .off
          mutating func handle(_ event: PressEvent) {
            switch state {
            case .off:
              guard case .short = event else {
                state = .broken
                return
              }
              state = .on
            case .on, .broken:
              break
            }
          }
          mutating func repair() {
            guard case .broken = state else { return }
            state = .off
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first, "\(report)")
    // Every case of `PressEvent` is named from `.off`: no value of it takes the guard's other path,
    // and calling `repair()` instead would not test it.
    XCTAssertFalse(suite.tests.contains { $0.act.contains("repair") && $0.start == ".off" })
    let reasons = Dictionary(
      suite.skipped.map { ($0.transition, $0.reason) }, uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(reasons.first { $0.key.hasPrefix("off --*") }?.value, .anyEvent, "\(reasons)")
    XCTAssertEqual(
      suite.tests.first { $0.start == ".broken" }?.act, "store.repair()\n    state = store.state")
  }
}
