import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

final class GuardSolverTests: XCTestCase {
  func testReadsBareNamesNegationsComparisonsAndConjunctions() {
    XCTAssertEqual(
      GuardSolver.atoms("approved"), [.init(name: "approved", op: "==", literal: "true")])
    XCTAssertEqual(
      GuardSolver.atoms("!approved"), [.init(name: "approved", op: "==", literal: "false")])
    XCTAssertEqual(
      GuardSolver.atoms("!(seats > 8) && !(phase == .browsing)"),
      [
        .init(name: "seats", op: "<=", literal: "8"),
        .init(name: "phase", op: "!=", literal: ".browsing"),
      ])
    XCTAssertEqual(
      GuardSolver.atoms("code == \"1234\""), [.init(name: "code", op: "==", literal: "\"1234\"")])
  }

  func testLeavesWhatItCannotReadAlone() {
    XCTAssertNil(GuardSolver.atoms("open.url.pathComponents.count > 1"))
    XCTAssertNil(GuardSolver.atoms("a || b"))
    XCTAssertNil(GuardSolver.atoms("!(a && b)"))
  }

  func testPicksTheDefaultWhenItFitsElseAValueThatMeetsEveryAtom() {
    let above = GuardSolver.atoms("amount > 0") ?? []
    XCTAssertEqual(GuardSolver.value(type: "Int", default: "0", atoms: above), "1")
    let notAbove = GuardSolver.atoms("!(seats > 8)") ?? []
    XCTAssertEqual(GuardSolver.value(type: "Int", default: "0", atoms: notAbove), "0")
    let code = GuardSolver.atoms("code == \"1234\"") ?? []
    XCTAssertEqual(GuardSolver.value(type: "String", default: "\"\"", atoms: code), "\"1234\"")
    let notCode = GuardSolver.atoms("!(code == \"1234\")") ?? []
    XCTAssertEqual(GuardSolver.value(type: "String", default: "\"\"", atoms: notCode), "\"\"")
    let flag = GuardSolver.atoms("express") ?? []
    XCTAssertEqual(GuardSolver.value(type: "Bool", default: "false", atoms: flag), "true")
    let impossible = GuardSolver.atoms("n > 3 && n < 2") ?? []
    XCTAssertNil(GuardSolver.value(type: "Int", default: "0", atoms: impossible))
  }
}
