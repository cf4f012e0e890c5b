import XCTest

@testable import ArchgenKit

/// Code shapes beyond the rule examples: where a rule must fire, and the look-alikes where it
/// must not.
final class LintPrecisionTests: XCTestCase {
  private func lint(_ text: String, names: [String] = ["CurrentEnvironment"]) -> [String] {
    var config = LintConfig()
    config.environment.names = names
    return FileLinter(config: config).lint(path: "App/Feature/File.swift", text: text)
      .sorted(by: LintFinding.ordered)
      .map { "\($0.line):\($0.column) \($0.rule)" }
  }

  func testCodeInsideIfConfigIsLinted() {
    XCTAssertEqual(
      lint("#if DEBUG\nstruct Store { let a = CurrentEnvironment.env }\n#endif"),
      ["2:24 direct-environment-access"])
  }

  func testInterpolationIsCodeButPlainStringTextIsNot() {
    XCTAssertEqual(
      lint(
        "struct S {\n  let a = \"\\(CurrentEnvironment.env.name)\"\n  let b = \"\"\"\n  CurrentEnvironment.env\n  \"\"\"\n}"
      ),
      ["2:14 direct-environment-access"])
  }

  func testQualifiedAndGenericBuilderExtensionsAreBuilders() {
    XCTAssertEqual(
      lint("extension App.LoginBuilder { func f() { _ = CurrentEnvironment.env } }"), [])
    XCTAssertEqual(
      lint("extension LoginBuilder where T == Int { func f() { _ = CurrentEnvironment.env } }"), [])
    XCTAssertEqual(
      lint("final class LoginBuilder { lazy var make = { CurrentEnvironment.env.api } }"), [])
  }

  func testTypesNestedDeeplyInABuilderAreNotBuilders() {
    XCTAssertEqual(
      lint(
        "struct LoginBuilder {\n  enum Helper {\n    static func f() { _ = CurrentEnvironment.env }\n  }\n}"
      ),
      ["3:27 direct-environment-access"])
  }

  func testTheTypeItselfIsAReference() {
    XCTAssertEqual(
      lint("struct S { let t = CurrentEnvironment.self }"), ["1:20 direct-environment-access"])
  }

  func testShadowingBindingsOfAGlobal() {
    let names = ["Current"]
    XCTAssertEqual(
      lint("func f(o: Int?) { if let Current = o { print(Current) } }", names: names), [])
    XCTAssertEqual(
      lint(
        "func f(o: Int?) {\n  guard let Current = o else { return }\n  print(Current)\n}",
        names: names), [])
    XCTAssertEqual(lint("func f() { for Current in [1, 2] { print(Current) } }", names: names), [])
    XCTAssertEqual(lint("func f() { [1].forEach { Current in print(Current) } }", names: names), [])
    XCTAssertEqual(
      lint("struct S {\n  var Current = 0\n  func f() -> Int { Current }\n}", names: names), [])
    // Outside the shadowing scope the global is back.
    XCTAssertEqual(
      lint(
        "func f(o: Int?) {\n  if let Current = o { print(Current) }\n  print(Current.date())\n}",
        names: names),
      ["3:9 direct-environment-access"])
    // A declaration's initializer still reads the global it shadows.
    XCTAssertEqual(
      lint("func f() { let Current = Current.date() }", names: names),
      ["1:26 direct-environment-access"])
  }

  func testReadsAndMutationsInOneStatement() {
    let names = ["Current"]
    XCTAssertEqual(
      lint("func f() { x = Current.date() }", names: names), ["1:16 direct-environment-access"])
    XCTAssertEqual(
      lint("func f() { Current.date = Current.clock }", names: names),
      ["1:12 environment-mutation", "1:27 direct-environment-access"])
    XCTAssertEqual(
      lint("func f() { Current.api? = nil }", names: names), ["1:12 environment-mutation"])
    XCTAssertEqual(
      lint("func f() { Current[0] = 1 }", names: names), ["1:12 environment-mutation"])
    // A write through a member into a service or a collection it holds reads the environment.
    XCTAssertEqual(
      lint("func f() { Current.api?.token = \"x\" }", names: names),
      ["1:12 direct-environment-access"])
    XCTAssertEqual(
      lint("func f() { Current.items[0] = 1 }", names: names), ["1:12 direct-environment-access"])
    XCTAssertEqual(
      lint("func f() { Current.settings.zoom += 1 }", names: names),
      ["1:12 direct-environment-access"])
    XCTAssertEqual(
      lint("func f() -> Bool { Current.count >= 1 }", names: names),
      ["1:20 direct-environment-access"])
  }

  func testBothKindsOfEnvironmentAtOnce() {
    XCTAssertEqual(
      lint(
        "struct S {\n  let a = Current.date()\n  let b = CurrentEnvironment.env\n}",
        names: ["CurrentEnvironment", "Current"]),
      ["2:11 direct-environment-access", "3:11 direct-environment-access"])
  }
}
