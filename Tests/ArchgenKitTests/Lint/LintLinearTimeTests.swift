import XCTest

@testable import ArchgenKit

/// Lint's work on one file grows with the file and its references, never with their square. The
/// finder counts the ancestors and scope children it visits; doubling the references must not
/// much more than double the count (a quadratic scan quadruples it). No clock is read.
final class LintLinearTimeTests: XCTestCase {
  private var config: LintConfig {
    var config = LintConfig()
    config.environment = .init(names: ["Current"])
    return config
  }

  /// `count` members of one type, each reading the environment.
  static func oneType(_ count: Int) -> String {
    var text = "final class Generated {\n"
    for index in 0..<count { text += "  let value\(index) = Current.value\(index)\n" }
    return text + "}\n"
  }

  /// One line: a table of `count` references in one array literal, assigned in one statement.
  static func oneLine(_ count: Int) -> String {
    var text = "func table() { var t = 0; t = ["
    for index in 0..<count { text += "Current.value\(index), \"padding \(index)\", " }
    return text + "].count }\n"
  }

  /// One function body: `count` statements, each a read then an assignment.
  static func oneBody(_ count: Int) -> String {
    var text = "func body() {\n"
    for index in 0..<count {
      text += "  let local\(index) = Current.a; Current.settings.b = local\(index)\n"
    }
    return text + "}\n"
  }

  private func steps(_ text: String) -> (steps: Int, findings: Int) {
    let parsed = ParsedSource(path: "Generated.swift", text: text)
    let file = LintFile(parsed: parsed, environment: config.environment)
    return (file.referenceSteps, file.environmentReferences.count)
  }

  func testWorkPerReferenceStaysFlatAsOneTypeGrows() {
    assertLinear(Self.oneType, 1_000)
  }

  func testWorkPerReferenceStaysFlatOnOneLongLine() {
    assertLinear(Self.oneLine, 1_000)
  }

  func testWorkPerReferenceStaysFlatInOneFunctionBody() {
    assertLinear(Self.oneBody, 1_000)
  }

  /// The case: one file with 20,000 references in one type, linted whole by the engine.
  func testTwentyThousandReferencesInOneTypeAreLintedWithBoundedWork() {
    let text = Self.oneType(20_000)
    let result = FileLinter(config: config).lintFile(path: "Generated.swift", text: text)
    XCTAssertEqual(result.findings.count, 20_000)
    XCTAssertLessThan(result.referenceSteps, 20_000 * 64, "work per reference is not bounded")
  }

  private func assertLinear(
    _ make: (Int) -> String, _ count: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    let small = steps(make(count))
    let large = steps(make(count * 4))
    XCTAssertGreaterThan(small.findings, 0, file: file, line: line)
    XCTAssertEqual(large.findings, small.findings * 4, file: file, line: line)
    let ratio = Double(large.steps) / Double(small.steps)
    XCTAssertLessThan(
      ratio, 4.5, "4x the references took \(ratio)x the work", file: file, line: line)
  }

  /// Suppression comments are looked up by line: a finding on every line with a comment on every
  /// line is filtered without comparing each finding with each comment.
  func testSuppressionOnEveryLineKeepsEveryFindingSilenced() {
    var text = "final class Generated {\n"
    for index in 0..<3_000 {
      text += "  let value\(index) = Current.v // archgen:disable:this direct-environment-access\n"
    }
    text += "}\n"
    let result = FileLinter(config: config).lintFile(path: "Generated.swift", text: text)
    XCTAssertEqual(result.findings, [])
    XCTAssertEqual(result.suppressed, 3_000)
  }
}
