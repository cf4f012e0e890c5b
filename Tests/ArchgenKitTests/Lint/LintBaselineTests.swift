import XCTest

@testable import ArchgenKit

final class LintBaselineTests: XCTestCase {
  private let original = """
    final class LoginStore {
      func load() {
        let api = CurrentEnvironment.env.apiService
      }
    }
    """

  private func lint(_ text: String) -> [LintFinding] {
    FileLinter(config: LintConfig()).lint(path: "Sources/LoginStore.swift", text: text)
      .sorted(by: LintFinding.ordered)
  }

  func testBaselineSurvivesLinesInsertedAboveAViolation() throws {
    let baseline = LintBaseline(findings: lint(original))
    XCTAssertEqual(baseline.entries.count, 1)
    let reloaded = try JSONDecoder().decode(LintBaseline.self, from: Data(baseline.encoded().utf8))
    XCTAssertEqual(reloaded, baseline)
    let edited = "import Foundation\n\n// A new comment.\n" + original
    XCTAssertEqual(lint(edited).first?.line, 6)
    XCTAssertEqual(reloaded.apply(to: lint(edited)), [])
  }

  func testNewViolationsAreStillReported() {
    let baseline = LintBaseline(findings: lint(original))
    let edited = original.replacingOccurrences(
      of: "  }\n}", with: "    let now = CurrentEnvironment.env.date()\n  }\n}")
    let reported = baseline.apply(to: lint(edited))
    XCTAssertEqual(reported.map(\.code), ["let now = CurrentEnvironment.env.date()"])
    XCTAssertEqual(reported.map(\.rule), ["direct-environment-access"])
  }

  func testEntriesThatNoLongerMatchAreReportedAsWarnings() {
    let baseline = LintBaseline(findings: lint(original))
    let fixed = original.replacingOccurrences(of: "CurrentEnvironment.env.apiService", with: "api")
    let reported = baseline.apply(to: lint(fixed))
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.rule, LintRegistry.staleBaselineID)
    XCTAssertEqual(reported.first?.severity, .warning)
    XCTAssertEqual(reported.first?.file, "Sources/LoginStore.swift")
    XCTAssertEqual(reported.first?.line, 3)
  }

  func testDuplicateLinesNeedOneEntryEach() {
    let twice = "struct S {\n  let a = CurrentEnvironment.env\n  let a = CurrentEnvironment.env\n}"
    let baseline = LintBaseline(findings: Array(lint(twice).prefix(1)))
    XCTAssertEqual(baseline.apply(to: lint(twice)).count, 1)
  }
}
