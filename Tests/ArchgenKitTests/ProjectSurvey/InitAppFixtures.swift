import ArchgenKit
import ArchgenTestSupport
import XCTest

/// The fixture apps of `archgen init` (`Fixtures/InitApps/<app>`), surveyed as the command does.
enum InitAppFixtures {
  /// The proposal for one fixture app; a fixture app gives no diagnostic.
  static func survey(_ app: String, file: StaticString = #filePath, line: UInt = #line)
    -> ProjectProposal
  {
    let (proposal, diagnostics) = ProjectSurvey.survey(root: Fixtures.url("InitApps/\(app)").path)
    XCTAssertEqual(diagnostics, [], app, file: file, line: line)
    return proposal
  }

  /// Each app's report and proposed file, byte for byte, against `InitApps/Golden/<app>.txt`.
  static func assertReportsMatchGoldens(
    _ apps: [String], file: StaticString = #filePath, line: UInt = #line
  ) {
    for app in apps {
      let root = Fixtures.url("InitApps/\(app)").path
      let proposal = survey(app, file: file, line: line)
      let text = InitReport.text(proposal) + "\n" + ProposedConfigFile.render(proposal)
      Golden.assertMatches(
        text.replacingOccurrences(of: root + "/", with: ""), fixture: "InitApps/Golden/\(app).txt",
        file: file, line: line)
    }
  }
}
