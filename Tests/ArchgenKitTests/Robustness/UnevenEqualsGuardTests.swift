import XCTest

@testable import ArchgenKit

/// Input the fuzzer found that made SwiftParserDiagnostics trap (fuzz seed 1, input 73678).
final class UnevenEqualsGuardTests: XCTestCase {
  func testAControlCharacterBeforeEqualsIsAnErrorNotATrap() {
    let parsed = ParsedSource(path: "a.swift", text: "let b = 1\nif case .a \u{1F}= b {}\n")
    XCTAssertEqual(
      parsed.syntaxErrors.map(\.description),
      ["a.swift:2:13: error: '=' must have consistent whitespace on both sides"])
  }

  func testOrdinaryUnevenEqualsStillGetsTheParsersDiagnostics() {
    let parsed = ParsedSource(path: "a.swift", text: "let a =1\n")
    XCTAssertTrue(UnevenEqualsGuard.trappingTokens(in: parsed.tree).isEmpty)
    XCTAssertEqual(
      parsed.syntaxErrors.map(\.description),
      ["a.swift:1:8: error: '=' must have consistent whitespace on both sides"])
  }
}
