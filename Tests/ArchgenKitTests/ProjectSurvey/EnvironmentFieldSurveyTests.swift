import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, second round: forms from apps nobody configured. `init` proposes what the app really
/// uses (an own wrapper filled later, a library's injecting wrappers) and nothing when it uses
/// nothing (a front door read for its window, settings, a build manifest's globals, a database's
/// stored fields, a result builder); lint leaves registration closures and a wrapper's own body.
final class EnvironmentFieldSurveyTests: XCTestCase {
  static let apps = ["SwinjectModules", "StoredWrappers", "NoEnvironment"]

  func testAnOwnWrapperFilledLaterIsProposedAndRegistrationsAreNoResolveCalls() throws {
    let proposal = InitAppFixtures.survey("SwinjectModules")
    XCTAssertTrue(proposal.accessor.isDefault)
    XCTAssertEqual(proposal.propertyWrappers, ["Injected"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
    // The wrapper's body, the profile and the settings: not the registrations' factories.
    XCTAssertEqual(
      proposal.evidence,
      [
        "@Injected: 3 properties in 2 file(s)",
        "resolve(…) given a type or key path: in 3 file(s)",
      ])
  }

  func testLintReportsNeitherRegistrationClosuresNorTheWrappersOwnBody() throws {
    var config = LintConfig()
    config.environment.propertyWrappers = ["Injected"]
    config.environment.resolvers = ["resolve"]
    let root = Fixtures.url("InitApps/SwinjectModules").path
    let reads = Linter.run(LintOptions(paths: [root], config: config)).findings
      .filter { $0.rule == "direct-environment-access" }
      .map { "\($0.file.replacingOccurrences(of: root + "/", with: "")):\($0.line)" }
    XCTAssertEqual(
      reads,
      [
        "Feed/FeedViewModel.swift:4", "Feed/FeedViewModel.swift:5",
        "Profile/ProfileViewModel.swift:4", "Profile/ProfileViewModel.swift:9",
        "Settings/SettingsView.swift:6",
      ])
  }

  func testAnAppThatInjectsOnlyThroughWrappersGetsNoWarningAboutTheDefaultNames() throws {
    var config = LintConfig()
    config.environment.propertyWrappers = ["InjectService", "LazyInjectService"]
    let wrappersOnly = Linter.run(
      LintOptions(paths: [Fixtures.url("InitApps/StoredWrappers").path], config: config))
    XCTAssertEqual(wrappersOnly.unusedEnvironmentEntries.flatMap(\.entries), [])
    XCTAssertEqual(wrappersOnly.findings.filter { $0.rule == "direct-environment-access" }.count, 6)
    // Nothing checked at all: the default names still say so.
    let nothing = Linter.run(
      LintOptions(paths: [Fixtures.url("InitApps/NoEnvironment").path], config: LintConfig()))
    XCTAssertEqual(
      nothing.unusedEnvironmentEntries.flatMap(\.entries), ["names: [CurrentEnvironment]"])
  }

  func testStoredValuesAndResultBuildersAreNoInjectionNorAreRegistrations() throws {
    let proposal = InitAppFixtures.survey("StoredWrappers")
    XCTAssertTrue(proposal.accessor.isDefault)
    // Not `@Persisted` (a database's fields, mostly values) nor `@ViewBuilder` (also on
    // functions and computed properties); no `resolve` outside the factories' closures.
    XCTAssertEqual(proposal.propertyWrappers, ["InjectService", "LazyInjectService"])
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testAFrontDoorSettingsAndABuildManifestsGlobalsAreNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("NoEnvironment")
    XCTAssertTrue(proposal.accessor.isDefault)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
    XCTAssertEqual(proposal.runnersUp.map(\.accessor), [])
    XCTAssertEqual(proposal.propertyWrappers, [])
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testTheSummaryOfAnAppWithNoEnvironmentSaysSoWithoutAWarning() throws {
    let outcome = ProjectSurvey.command(
      sources: Fixtures.url("InitApps/NoEnvironment").path, path: "unused.yml", dryRun: true,
      force: false)
    XCTAssertFalse(outcome.standardOutput.contains("warning "), outcome.standardOutput)
    XCTAssertTrue(
      outcome.standardOutput.contains(
        "lint        no environment in the app: [CurrentEnvironment] is archgen's default for "
          + "the Builders it scaffolds, read by no file yet"),
      outcome.standardOutput)
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }

}
