import ArchgenKit
import XCTest

final class CaseListParserTests: XCTestCase {
  func testReadsCasesWithPayloadsLabelsAndComments() throws {
    let cases = try CaseListParser.parse(
      "idle, loading([Item]?), failed(_ error: Error, retry: Bool = true) /* note */, `default`",
      option: "--states")
    XCTAssertEqual(cases.map(\.name), ["idle", "loading", "failed", "default"])
    XCTAssertEqual(cases[1].payload.map(\.type), ["[Item]?"])
    XCTAssertEqual(cases[1].payload.map(\.label), [nil])
    XCTAssertEqual(cases[2].payload.map(\.label), [nil, "retry"])
    XCTAssertEqual(cases[2].payload.map(\.type), ["Error", "Bool"])
  }

  func testErrorPointsAtTheColumn() {
    XCTAssertThrowsError(try CaseListParser.parse("idle, loading(, done", option: "--states")) {
      error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.file, "--states")
      XCTAssertEqual(diagnostic?.line, 1)
      XCTAssertEqual(diagnostic?.column, 15)
      XCTAssertTrue(
        diagnostic?.message.hasSuffix("  idle, loading(, done\n                ^") ?? false)
    }
  }

  func testRejectsWhatIsNotACaseList() {
    for text in [
      "", "  ", "idle = 1", "idle }\nfunc x() {", "idle\nvar x = 1", "idle, idle", "@objc idle",
    ] {
      XCTAssertThrowsError(try CaseListParser.parse(text, option: "--actions"), text)
    }
  }
}

final class TypeNameValidatorTests: XCTestCase {
  func testAcceptsTypeNames() throws {
    for name in ["Login", "login", "_Private", "Ünïcode", "Login2", "ProfileEditor"] {
      XCTAssertNoThrow(try TypeNameValidator.validate(name), name)
    }
  }

  func testRejectsWithAReason() {
    let cases: [(String, String)] = [
      ("", "empty"), ("123", "not a valid"), ("class", "keyword"), ("Self", "keyword"),
      ("../x", "path separator"), ("Lo gin", "not a valid"), ("a\\b", "path separator"),
      ("Login-Screen", "not a valid"),
    ]
    for (name, reason) in cases {
      XCTAssertThrowsError(try TypeNameValidator.validate(name), name) { error in
        XCTAssertTrue("\(error)".contains(reason), "\(name): \(error)")
      }
    }
  }
}
