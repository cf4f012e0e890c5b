import Foundation
import XCTest

@testable import ArchgenKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Each reporter's output must be valid for its consumer.
final class LintReporterTests: XCTestCase {
  /// Awkward text on purpose: XML and workflow-command metacharacters, a newline, emoji.
  private let findings = [
    LintFinding(
      file: "Sources/A, B/Login:Store.swift", line: 3, column: 5, severity: .error,
      rule: "direct-environment-access", message: "reads <env> & \"quotes\" 100%\nnext line 😀"),
    LintFinding(
      file: "Sources/Z.swift", line: 10, column: 1, severity: .warning, rule: "superfluous-disable",
      message: "suppresses nothing"),
  ]

  func testEveryReporterIsRegisteredUnderItsName() {
    let names = LintRegistry.reporters.map { $0.name }
    XCTAssertEqual(names, ["xcode", "json", "github-actions", "sarif", "checkstyle", "junit"])
  }

  func testXcode() {
    let lines = XcodeReporter().report(findings).split(separator: "\n")
    XCTAssertEqual(
      lines.first,
      "Sources/A, B/Login:Store.swift:3:5: error: reads <env> & \"quotes\" 100% next line 😀 (direct-environment-access)"
    )
    XCTAssertEqual(lines.count, 2)
    XCTAssertEqual(
      lines.last, "Sources/Z.swift:10:1: warning: suppresses nothing (superfluous-disable)")
  }

  /// The hand-written JSON is what `JSONEncoder` writes with the same settings, byte for byte:
  /// every control character, quotes, backslashes, slashes, non-ASCII, one item, none.
  func testJSONIsByteForByteWhatJSONEncoderWrites() {
    var odd = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
    odd += "\"\\/ é 😀 \u{7F} \u{2028} \r\n"
    let awkward =
      findings + [
        LintFinding(
          file: "a/\(odd).swift", line: 1, column: 2, severity: .warning, rule: "r\"", message: odd)
      ]
    for list in [[], Array(findings.prefix(1)), awkward] {
      XCTAssertEqual(JSONReporter().report(list), encoderJSON(list))
    }
  }

  private struct EncodedFinding: Encodable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String
  }

  private func encoderJSON(_ findings: [LintFinding]) -> String {
    let items = findings.map {
      EncodedFinding(
        file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
        rule: $0.rule, message: $0.message)
    }
    return JSONText.encode(items)
  }

  func testJSONParsesWithTheDocumentedFields() throws {
    let data = Data(JSONReporter().report(findings).utf8)
    let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    XCTAssertEqual(array.count, 2)
    XCTAssertEqual(Set(array[0].keys), ["file", "line", "column", "severity", "rule", "message"])
    XCTAssertEqual(array[0]["file"] as? String, "Sources/A, B/Login:Store.swift")
    XCTAssertEqual(array[0]["line"] as? Int, 3)
    XCTAssertEqual(array[0]["column"] as? Int, 5)
    XCTAssertEqual(array[0]["severity"] as? String, "error")
    XCTAssertEqual(array[0]["message"] as? String, findings[0].message)
    XCTAssertEqual(
      JSONReporter().report([]).trimmingCharacters(in: .whitespacesAndNewlines), "[\n\n]")
  }

  func testGitHubActionsFollowsTheWorkflowCommandFormat() {
    let lines = GitHubActionsReporter().report(findings).split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines,
      [
        "::error file=Sources/A%2C B/Login%3AStore.swift,line=3,col=5,title=direct-environment-access"
          + "::reads <env> & \"quotes\" 100%25%0Anext line 😀",
        "::warning file=Sources/Z.swift,line=10,col=1,title=superfluous-disable::suppresses nothing",
      ])
  }

  func testSARIFCarriesVersionRunsRulesResultsAndLocations() throws {
    let data = Data(SARIFReporter(descriptors: LintRegistry.descriptors).report(findings).utf8)
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertNotNil(log["$schema"] as? String)
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "archgen")
    let ruleIDs = try XCTUnwrap(driver["rules"] as? [[String: Any]]).compactMap {
      $0["id"] as? String
    }
    for rule in LintRegistry.rules { XCTAssertTrue(ruleIDs.contains(rule.id), rule.id) }
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 2)
    XCTAssertEqual(results[0]["ruleId"] as? String, "direct-environment-access")
    XCTAssertEqual(results[0]["level"] as? String, "error")
    XCTAssertEqual(results[1]["level"] as? String, "warning")
    let ruleIndex = try XCTUnwrap(results[0]["ruleIndex"] as? Int)
    XCTAssertEqual(ruleIDs[ruleIndex], "direct-environment-access")
    XCTAssertEqual(
      (results[0]["message"] as? [String: Any])?["text"] as? String, findings[0].message)
    let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first)
    let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
    let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
    XCTAssertEqual(uri.removingPercentEncoding, "Sources/A, B/Login:Store.swift")
    XCTAssertFalse(uri.contains(" "))
    let region = try XCTUnwrap(physical["region"] as? [String: Any])
    XCTAssertEqual(region["startLine"] as? Int, 3)
    XCTAssertEqual(region["startColumn"] as? Int, 5)
  }

  func testCheckstyleIsWellFormedXML() throws {
    let xml = CheckstyleReporter().report(findings)
    try assertWellFormed(xml, root: "checkstyle")
    XCTAssertTrue(
      xml.contains("message=\"reads &lt;env&gt; &amp; &quot;quotes&quot; 100%&#10;next line 😀\""))
    try assertWellFormed(CheckstyleReporter().report([]), root: "checkstyle")
  }

  func testJUnitIsWellFormedXML() throws {
    let xml = JUnitReporter().report(findings)
    try assertWellFormed(xml, root: "testsuites")
    XCTAssertTrue(xml.contains("tests=\"2\" failures=\"2\""))
    try assertWellFormed(JUnitReporter().report([]), root: "testsuites")
  }

  private func assertWellFormed(
    _ xml: String, root: String, file: StaticString = #filePath, line: UInt = #line
  )
    throws
  {
    #if canImport(FoundationXML) || os(macOS)
      let document = try XMLDocument(data: Data(xml.utf8))
      XCTAssertEqual(document.rootElement()?.name, root, file: file, line: line)
    #else
      let parser = XMLParser(data: Data(xml.utf8))
      XCTAssertTrue(
        parser.parse(), "\(String(describing: parser.parserError))", file: file, line: line)
    #endif
  }
}
