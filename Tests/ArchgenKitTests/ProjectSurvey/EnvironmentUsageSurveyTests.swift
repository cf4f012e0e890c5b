import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33: `init` ranks candidates by how the app uses them, not by their names, and proposes
/// every environment the app really uses. One fixture app per form.
final class EnvironmentUsageSurveyTests: XCTestCase {
  static let apps = [
    "CoreLocator", "SharedAccessor", "InjectWrappers", "OwnWrapper", "PassedContainer", "HybridTCA",
  ]

  func testASingletonReadAsALocatorFromManyLayersWhateverItsName() throws {
    let proposal = InitAppFixtures.survey("CoreLocator")
    XCTAssertEqual(proposal.accessor.value, "Core.shared")
    XCTAssertEqual(proposal.names, ["Core"])
    // `Player.shared` does its own work; `AppEnvironment` is an enum with cases.
    XCTAssertEqual(proposal.runnersUp.map(\.accessor), [])
    XCTAssertEqual(proposal.evidence, ["Core.shared: 16 use(s) in 5 other file(s)"])
  }

  func testTheAccessorCallersWriteNotTheStorageItUnwraps() throws {
    let proposal = InitAppFixtures.survey("SharedAccessor")
    XCTAssertEqual(proposal.accessor.value, "AppServices.shared")
    XCTAssertEqual(proposal.names, ["AppServices"])
  }

  func testALibrarysInjectingWrappersAreFoundByWhatTheyFill() throws {
    let proposal = InitAppFixtures.survey("InjectWrappers")
    // Not `@Published`, `@IBOutlet`, nor the app's `@Stored` setting, which resolves nothing.
    XCTAssertEqual(proposal.propertyWrappers, ["InjectLazy", "InjectService"])
    XCTAssertEqual(
      proposal.evidence,
      ["@InjectLazy: 3 properties in 3 file(s)", "@InjectService: 3 properties in 2 file(s)"])
  }

  func testTheAppsOwnWrapperResolvingFromARegistryIsTheEnvironment() throws {
    let proposal = InitAppFixtures.survey("OwnWrapper")
    XCTAssertEqual(proposal.accessor.value, "Registry.main")
    XCTAssertEqual(proposal.names, ["Registry"])
    XCTAssertEqual(proposal.propertyWrappers, ["Provided"])
  }

  func testResolveCallsOnAContainerPassedAroundAreProposedWithoutAGlobal() throws {
    let proposal = InitAppFixtures.survey("PassedContainer")
    XCTAssertTrue(proposal.accessor.isDefault)
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testAHybridAppGetsItsGlobalAndTheDependenciesItsReducersUse() throws {
    let proposal = InitAppFixtures.survey("HybridTCA")
    XCTAssertEqual(proposal.accessor.value, "appContainer")
    XCTAssertEqual(proposal.names, ["appContainer", "DependencyValues"])
    XCTAssertEqual(proposal.propertyWrappers, ["Dependency"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
    XCTAssertEqual(proposal.runnersUp.map(\.accessor), [])
  }

  func testLintWithTheHybridProposalReportsTheReadsButNotTheLibrarysOwnHelper() throws {
    let root = Fixtures.url("InitApps/HybridTCA").path
    let outcome = ProjectSurvey.command(
      sources: root, path: "unused.yml", dryRun: true, force: false)
    XCTAssertTrue(
      outcome.standardOutput.contains(
        "lint        5 read(s) of the environment outside Builders in 5 file(s) with this proposal"),
      outcome.standardOutput)
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }

}
