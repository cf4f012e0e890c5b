import ArchgenKit
import ArchgenTestSupport
import XCTest

/// `archgen init` picks the environment a developer reading the app would: the one most of the
/// app's files use, whatever its style, and none where there is none. One fixture app per style.
final class EnvironmentSurveyTests: XCTestCase {
  static let apps = [
    "GlobalCurrent", "NoLocator", "LocatorShop", "SharedProvider", "FactoryPass", "DependencyGame",
    "ResolverApp", "SwinjectApp", "FactoryDefault",
  ]

  func testTheEnvironmentMostFilesUseWinsOverOneOnlyABuilderReads() throws {
    let proposal = InitAppFixtures.survey("GlobalCurrent")
    XCTAssertEqual(proposal.accessor.value, "Current")
    XCTAssertEqual(
      proposal.accessor.reason, "global var Current of type Environment, used in 3 other file(s)")
    XCTAssertEqual(proposal.names, ["Current"])
    // `ThemeEnvironment.shared` holds one setting (`var tint = "blue"`): no environment.
    XCTAssertEqual(proposal.runnersUp.map { "\($0.accessor) \($0.files)" }, [])
  }

  func testTheAppsOwnGlobalMutatorReplacesTheDefault() throws {
    XCTAssertEqual(InitAppFixtures.survey("GlobalCurrent").mutators, ["withCurrent"])
  }

  func testSamplesExamplesPreviewsTestsAndValueConstantsAreNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("NoLocator")
    XCTAssertTrue(proposal.accessor.isDefault)
    XCTAssertEqual(proposal.accessor.value, EnvironmentSettings.defaultAccessor)
    XCTAssertTrue(
      proposal.accessor.reason.hasPrefix("no environment found"), proposal.accessor.reason)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
    XCTAssertEqual(proposal.mutators, ["setEnvironment"])
    XCTAssertEqual(proposal.runnersUp, [])
  }

  func testALocatorReadThroughStaticMembersNotTheSampleAppsOne() throws {
    let proposal = InitAppFixtures.survey("LocatorShop")
    XCTAssertEqual(proposal.accessor.value, "ServiceLocator.self")
    XCTAssertEqual(
      proposal.accessor.file,
      Fixtures.url("InitApps/LocatorShop/Shop/Classes/ServiceLocator.swift").path)
    XCTAssertEqual(proposal.names, ["ServiceLocator"])
    XCTAssertEqual(proposal.mutators, ["setAnalytics", "setStores"])
  }

  func testTheProjectNameComesFromAnXcodeProjectInsideTheFolder() throws {
    let shop = InitAppFixtures.survey("LocatorShop").project
    XCTAssertEqual(shop.value, "Shop")
    XCTAssertFalse(shop.isDefault)
    XCTAssertEqual(shop.reason, "the Xcode project Shop/Shop.xcodeproj")
    XCTAssertEqual(InitAppFixtures.survey("DependencyGame").project.value, "Game")
  }

  func testASharedDependencyProviderNotASingletonOfOneConcern() throws {
    let proposal = InitAppFixtures.survey("SharedProvider")
    XCTAssertEqual(proposal.accessor.value, "AppDependencyProvider.shared")
    XCTAssertEqual(proposal.names, ["AppDependencyProvider"])
    // `SubscriptionEnvironment.default` holds a setting (`var purchasePlatform = "appStore"`).
    XCTAssertEqual(proposal.runnersUp.map { "\($0.accessor) \($0.files)" }, [])
  }

  func testEveryFactoryContainerIsANameWithTheWrappersAndResolveTheAppUses() throws {
    let proposal = InitAppFixtures.survey("FactoryPass")
    XCTAssertEqual(
      proposal.names, ["RouterContainer", "SharedRepositoryContainer", "SharedToolingContainer"])
    XCTAssertTrue(proposal.accessor.value.hasSuffix("Container.shared"), proposal.accessor.value)
    XCTAssertEqual(proposal.propertyWrappers, ["LazyInjected"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
    XCTAssertEqual(proposal.runnersUp, [])
  }

  func testFactorysOwnContainerInjectedByRootlessKeyPaths() throws {
    let proposal = InitAppFixtures.survey("FactoryDefault")
    XCTAssertEqual(proposal.accessor.value, "Container.shared")
    XCTAssertEqual(proposal.names, ["Container"])
    XCTAssertEqual(proposal.propertyWrappers, ["Injected"])
    XCTAssertEqual(proposal.resolvers, [], "SwizzleDefaults.resolve(key) resolves no dependency")
  }

  func testTCADependenciesAreReadThroughTheDependencyWrapper() throws {
    let proposal = InitAppFixtures.survey("DependencyGame")
    XCTAssertEqual(proposal.accessor.value, "DependencyValues")
    XCTAssertEqual(proposal.names, ["DependencyValues"])
    XCTAssertEqual(proposal.propertyWrappers, ["Dependency"])
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testResolverRegistrationsAreTheEnvironmentWithItsWrappersAndResolve() throws {
    let proposal = InitAppFixtures.survey("ResolverApp")
    XCTAssertEqual(proposal.accessor.value, "Resolver")
    XCTAssertEqual(proposal.names, ["Resolver"])
    XCTAssertEqual(proposal.propertyWrappers, ["Injected", "LazyInjected"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testASwinjectContainerInAStaticPropertyIsResolvedFrom() throws {
    let proposal = InitAppFixtures.survey("SwinjectApp")
    XCTAssertEqual(proposal.accessor.value, "DI.container")
    XCTAssertEqual(proposal.names, ["DI"])
    XCTAssertEqual(proposal.propertyWrappers, [])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }

  func testTheProposedFilesReadBackAsTheProposals() throws {
    for app in Self.apps {
      let proposal = InitAppFixtures.survey(app)
      let (config, warnings) = try ArchgenConfig.parse(
        ProposedConfigFile.render(proposal), file: ".archgen.yml")
      XCTAssertEqual(warnings, [], app)
      XCTAssertEqual(config.environment.accessor, proposal.accessor.value, app)
      XCTAssertEqual(config.environment.effectiveNames, proposal.names, app)
      XCTAssertEqual(config.environment.mutators, proposal.mutators, app)
      XCTAssertEqual(config.scaffold.project, proposal.project.value, app)
    }
  }

}
