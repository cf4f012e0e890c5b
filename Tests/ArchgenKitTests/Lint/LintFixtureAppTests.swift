import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Lints the app-shaped fixtures and checks their findings exactly: no more, no fewer.
final class LintFixtureAppTests: XCTestCase {
  func testServiceLocatorApp() throws {
    XCTAssertEqual(
      try findings(in: "LintApp"),
      [
        "Sources/App/AppDelegate.swift:6:5: direct-environment-access",
        "Sources/Scenes/Login/LoginBuilder.swift:13:18: direct-environment-access",
        "Sources/Scenes/Login/LoginStore.swift:17:5: direct-environment-access",
        "Sources/Scenes/Login/LoginStore.swift:21:5: environment-mutation",
        "Sources/Scenes/Profile/ProfileView.swift:9:23: direct-environment-access",
        "Sources/Scenes/Profile/ProfileView.swift:12:3: superfluous-disable",
        "Sources/Services/AnalyticsService.swift:11:7: direct-environment-access",
        "Sources/Services/LegacyService.swift:11:3: direct-environment-access",
      ])
  }

  func testCurrentWorldApp() throws {
    XCTAssertEqual(
      try findings(in: "LintAppCurrent"),
      [
        "Sources/Search/SearchReducer.swift:17:23: direct-environment-access",
        "Sources/Search/SearchReducer.swift:17:23: impure-reducer",
        "Sources/Search/SearchReducer.swift:18:23: impure-reducer",
        "Sources/Search/SearchStore.swift:21:5: environment-mutation",
        "Sources/Search/SearchStore.swift:26:3: direct-environment-access",
      ])
  }

  func testFixtureSeveritiesComeFromTheConfig() throws {
    let result = try lint("LintAppCurrent")
    XCTAssertEqual(Set(result.findings.map(\.severity)), [.error])
    XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  private func lint(_ fixture: String) throws -> LintResult {
    let root = Fixtures.url(fixture).path
    let config = try ConfigLoader.load(explicitPath: root + "/.archgen.yml", workingDirectory: root)
    XCTAssertEqual(config.warnings, [])
    return Linter.run(LintOptions(paths: [root], config: config.config.lint))
  }

  private func findings(in fixture: String) throws -> [String] {
    let root = Fixtures.url(fixture).path + "/"
    let result = try lint(fixture)
    return result.findings.map { finding in
      let file =
        finding.file.hasPrefix(root) ? String(finding.file.dropFirst(root.count)) : finding.file
      return "\(file):\(finding.line):\(finding.column): \(finding.rule)"
    }
  }
}
