import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 32 item 7: a test file that exists with other content is refused with a message that
/// names the flags `tests` has (it suggested `--skip-existing`, which `tests` rejects).
final class TestsConflictTests: XCTestCase {
  func testTheConflictMessageNamesFlagsTestsHas() throws {
    let folder = try temporaryDirectory("tests-conflict").url
    let source = folder.appendingPathComponent("Lamp.swift").path
    try FileSystem.writeAtomically(
      """
      enum Lamp: Equatable { case on, off }
      enum Flip { case flip }
      func reduce(state: Lamp, event: Flip) -> Lamp {
        switch (state, event) {
        case (.on, .flip): return .off
        case (.off, .flip): return .on
        }
      }
      """, to: source)
    let output = folder.appendingPathComponent("Tests").path
    try FileSystem.writeAtomically("// mine\n", to: output + "/ReduceTests.swift")
    let outcome = TestGenerator.command(
      TestRequest(paths: [source], outputDirectory: output, framework: .xctest, module: "App"))
    let messages = outcome.diagnostics.map(\.message)
    XCTAssertTrue(messages.contains { $0.contains("--force") }, "\(messages)")
    XCTAssertFalse(messages.contains { $0.contains("--skip-existing") }, "\(messages)")
    XCTAssertEqual(
      try String(contentsOfFile: output + "/ReduceTests.swift", encoding: .utf8), "// mine\n")
  }
}
