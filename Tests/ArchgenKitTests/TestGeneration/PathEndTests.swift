import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// A write whose statement ends the call (`guard … else { return fail() }`) is what a test reads
/// after the call: the write after the guard is on the other path, not a later write of the same
/// call (Fixtures/TestGeneration/Forms/Handshake.swift).
final class PathEndTests: XCTestCase {
  private func suite() throws -> GeneratedSuite {
    let source = try SourceText.read(Fixtures.url("TestGeneration/Forms/Handshake.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == "Handshake" }, "\(report)")
  }

  func testAWriteInAGuardThatReturnsIsTestedBesideTheWriteAfterTheGuard() throws {
    let suite = try suite()
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    XCTAssertEqual(
      suite.skipped.map(\.transition), [], "\(suite.skipped.map { ($0.transition, $0.reason) })")
    // The guard's other path: an event other than the one it waits for.
    let hello = try XCTUnwrap(tests["helloSentGoesToFailed"], "\(tests.keys.sorted())")
    XCTAssertEqual(hello.start, ".helloSent")
    XCTAssertEqual(hello.act, "_ = store.received(.key(accepted: false))\n    state = store.state")
    XCTAssertEqual(hello.expected, ".failed")
    XCTAssertEqual(
      tests["keySentGoesToFailed"]?.act, "_ = store.received(.hello)\n    state = store.state")
    XCTAssertEqual(tests["keySentGoesToFailed"]?.expected, ".failed")
    XCTAssertEqual(tests["helloSentHelloGoesToKeySent"]?.expected, ".keySent")
    XCTAssertEqual(tests["keySentDoneGoesToReady"]?.expected, ".ready")
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  func testAWriteTheCallReplacesOnTheSamePathIsStillSkipped() throws {
    let source = SourceText(
      path: "Sources/App/Gate.swift",
      text: """
        enum GateState: Equatable { case closed, opening, open, jammed }
        enum GateEvent { case push(force: Int) }
        struct Gate {
          var state: GateState = .closed
          mutating func handle(_ event: GateEvent) {
            switch event {
            case .push(let force):
              state = .opening
              guard force > 0 else { fatalError("no force") }
              state = .open
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first, "\(report)")
    let reasons = Dictionary(
      suite.skipped.map { ($0.transition, $0.reason) }, uniquingKeysWith: { first, _ in first })
    // The trap ends only the path that fails the guard; the other goes on to `.open`.
    XCTAssertEqual(reasons.first { $0.key.hasSuffix("--> opening") }?.value, .laterWriteInCall)
    XCTAssertFalse(suite.tests.contains { $0.expected == ".opening" })
  }
}
