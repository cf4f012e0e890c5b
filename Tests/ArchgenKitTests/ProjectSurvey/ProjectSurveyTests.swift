import ArchgenKit
import ArchgenTestSupport
import XCTest

/// `archgen init` reads two fixture apps, one per reactive flavour, and proposes their accessor,
/// modules and frameworks; what it prints and writes is pinned by golden files.
final class ProjectSurveyTests: XCTestCase {
  func testAnRxSwiftUIKitAppWithAGlobalAccessor() throws {
    let proposal = InitAppFixtures.survey("RxShop")
    XCTAssertEqual(proposal.accessor.value, "Current")
    XCTAssertEqual(proposal.accessor.line, 9)
    XCTAssertEqual(proposal.names, ["Current"])
    XCTAssertEqual(proposal.reactive.value, "rxswift")
    XCTAssertEqual(proposal.ui.value, "uikit")
    XCTAssertEqual(proposal.project.value, "Shop")
    XCTAssertNotNil(proposal.fileHeader)
    XCTAssertEqual(proposal.feedbackModule.value, "Core")
    XCTAssertEqual(proposal.verificationModule.value, "Verify")
    XCTAssertEqual(proposal.appModule.value, "Shop")
  }

  func testACombineSwiftUIAppWithAStaticAccessorAndItsOwnSetter() throws {
    let proposal = InitAppFixtures.survey("CombineNotes")
    XCTAssertEqual(proposal.accessor.value, "AppEnvironment.shared")
    XCTAssertEqual(proposal.names, ["AppEnvironment"])
    XCTAssertEqual(proposal.mutators, ["setShared"])
    XCTAssertEqual(proposal.reactive.value, "combine")
    XCTAssertEqual(proposal.ui.value, "swiftui")
    XCTAssertEqual(proposal.project.value, "CombineNotes")
    XCTAssertTrue(proposal.project.isDefault)
    XCTAssertNil(proposal.fileHeader)
    XCTAssertEqual(proposal.feedbackModule.value, "Loop")
    XCTAssertTrue(proposal.verificationModule.isDefault)
    XCTAssertEqual(proposal.verificationModule.value, "StoreVerification")
    XCTAssertEqual(proposal.appModule.value, "Notes")
  }

  func testAFolderWithoutSwiftKeepsEveryDefault() throws {
    let empty = try temporaryDirectory("survey-empty").url
    let (proposal, diagnostics) = ProjectSurvey.survey(root: empty.path)
    XCTAssertEqual(diagnostics, [])
    XCTAssertTrue(proposal.findings.allSatisfy(\.isDefault), "\(proposal.findings)")
    let (config, warnings) = try ArchgenConfig.parse(
      ProposedConfigFile.render(proposal), file: ".archgen.yml")
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(config.environment.accessor, EnvironmentSettings.defaultAccessor)
  }

  func testTheReportAndTheProposedFileMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(["RxShop", "CombineNotes"])
  }

  func testTheProposedFileReadsBackAsTheProposal() throws {
    for app in ["RxShop", "CombineNotes"] {
      let proposal = InitAppFixtures.survey(app)
      let (config, warnings) = try ArchgenConfig.parse(
        ProposedConfigFile.render(proposal), file: ".archgen.yml")
      XCTAssertEqual(warnings, [], app)
      XCTAssertEqual(config.environment.accessor, proposal.accessor.value)
      XCTAssertEqual(config.environment.effectiveNames, proposal.names)
      XCTAssertEqual(config.environment.mutators, proposal.mutators)
      XCTAssertEqual(config.scaffold.reactive.rawValue, proposal.reactive.value)
      XCTAssertEqual(config.scaffold.ui.rawValue, proposal.ui.value)
      XCTAssertEqual(config.scaffold.project, proposal.project.value)
      XCTAssertEqual(config.scaffold.modules.feedback, proposal.feedbackModule.value)
      XCTAssertEqual(config.scaffold.modules.verification, proposal.verificationModule.value)
      XCTAssertEqual(config.scaffold.modules.app, proposal.appModule.value)
    }
  }

}
