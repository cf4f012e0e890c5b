import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

final class LintRegistryTests: XCTestCase {
  /// Every `LintRule` type declared in `Sources/ArchgenLinter/Rules/` is registered.
  func testEveryRuleTypeIsRegistered() throws {
    let rulesDirectory = Repository.url(
      "Sources/ArchgenLinter/Rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path).sorted()
    var declared: [String] = []
    let pattern = try NSRegularExpression(pattern: #"struct\s+(\w+)\s*:\s*LintRule\b"#)
    for file in files where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: rulesDirectory.appendingPathComponent(file), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        declared.append(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    let registered = LintRegistry.rules.map { String(describing: $0) }
    XCTAssertFalse(declared.isEmpty)
    XCTAssertEqual(Set(declared), Set(registered))
    XCTAssertEqual(registered.count, Set(registered).count, "a rule is registered twice")
  }

  func testRuleIdsAreUniqueAndKebabCase() {
    let ids = LintRegistry.rules.map { $0.id }
    XCTAssertEqual(ids.count, Set(ids).count)
    for id in ids {
      XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "-" }, id)
    }
  }

  func testDefaults() {
    XCTAssertEqual(DirectEnvironmentAccessRule.defaultSeverity, .error)
    XCTAssertEqual(EnvironmentMutationRule.defaultSeverity, .error)
    XCTAssertFalse(ImpureReducerRule.enabledByDefault)
    XCTAssertEqual(ImpureReducerRule.defaultSeverity, .warning)
    XCTAssertEqual(SuperfluousDisableRule.defaultSeverity, .warning)
  }
}
