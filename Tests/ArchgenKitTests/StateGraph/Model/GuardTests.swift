import ArchgenKit
import XCTest

/// A guard parsed once by the model: its parts between top-level `&&`s and its syntax.
final class GuardTests: XCTestCase {
  func testPartsAreTheTopLevelConjunctsAsWritten() {
    let condition = Guard("!(a && b) && state.count  >  1 && let v = x")
    XCTAssertEqual(condition.parts.map(\.text), ["!(a && b)", "state.count  >  1", "let v = x"])
    XCTAssertNil(condition.expression, "a binding makes it no expression")
  }

  func testConjunctsOfAnExpression() throws {
    let condition = Guard("state.isOn && count > 2 && !(x || y)")
    let conjuncts = try XCTUnwrap(condition.conjuncts)
    XCTAssertEqual(
      conjuncts.map { $0.map(\.trimmedDescription).joined(separator: " ") },
      ["state.isOn", "count > 2", "!(x || y)"])
  }

  func testConditionsAreWrittenAsTheExtractorWritesThem() {
    XCTAssertEqual(Guard(conditions: ["a", "b == c"]).text, "a && b == c")
    XCTAssertEqual(Guard(conditions: ["a", "b == c"]).printed, "a && b == c")
  }
}
