import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, tenth round: InitCorpus8's misses, each pinned by a fixture of another form than the
/// app's: values written out as literals are no registry's services; a shared instance that hands
/// out nothing is one concern; swift-dependencies keyed by type, beside a wrapper of stored data;
/// statics that hand back the services of a private instance, with the functions replacing them;
/// a locator declared in Objective-C; two locators read through optional links.
final class EnvironmentWaysSurveyTests: XCTestCase {
  static let apps = [
    "LiteralPalette", "OneConcernResolver", "TypeKeyedDependencies", "ForwardingRegistry",
    "ObjCLocator", "TwoLocators",
  ]

  func testStaticsWrittenAsLiteralsAreValuesNotARegistry() throws {
    let proposal = InitAppFixtures.survey("LiteralPalette")
    // `static let accent: Swatch = ["#3366CC", "#6699FF"]`, read from five files in three
    // folders: a palette of values, whatever type the literal makes.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
  }

  func testASharedInstanceThatHandsOutNothingIsOneConcern() throws {
    let proposal = InitAppFixtures.survey("OneConcernResolver")
    // `PlaceNameResolver.shared`: named like a container, but every property private and its
    // work in `name(of:)`; kept whole by one view, called by another.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
  }

  func testDependenciesKeyedByTypeAreDependencyValuesAndSharedDataIsNoWrapper() throws {
    let proposal = InitAppFixtures.survey("TypeKeyedDependencies")
    // `extension WeatherClient: DependencyKey`, `@Dependency(WeatherClient.self)`; no
    // `extension DependencyValues`. `@Shared var units: UnitSettings` keeps a struct of values.
    XCTAssertEqual(proposal.accessor.value, "DependencyValues")
    XCTAssertEqual(proposal.names, ["DependencyValues"])
    XCTAssertEqual(proposal.propertyWrappers, ["Dependency"])
  }

  func testStaticsForwardingAPrivateInstanceAreARegistryWithItsMutators() throws {
    let proposal = InitAppFixtures.survey("ForwardingRegistry")
    // `static var network: NetworkClient { instance.network }` over `private static let
    // instance`; `signIn(token:)` and `signOut()` assign `instance.network`, `instance.vault`.
    XCTAssertEqual(proposal.accessor.value, "Platform.self")
    XCTAssertEqual(proposal.names, ["Platform"])
    XCTAssertEqual(proposal.mutators, ["signIn", "signOut"])
  }

  func testALocatorDeclaredInObjectiveCIsJudgedByHowSwiftReadsIt() throws {
    let proposal = InitAppFixtures.survey("ObjCLocator")
    // `ARCHub.sharedHub().library.count` in six files of three folders; `ARCPlayer
    // .sharedPlayer().play()` is called for its work.
    XCTAssertEqual(proposal.accessor.value, "ARCHub.sharedHub")
    XCTAssertEqual(proposal.names, ["ARCHub"])
  }

  func testTwoLocatorsAreBothNamedWithTheFunctionInstallingOne() throws {
    let proposal = InitAppFixtures.survey("TwoLocators")
    // `Hub.shared.orders` and `Launch.current?.api`, each from six files of three folders;
    // `Launch.install()` assigns `Launch.current`.
    XCTAssertEqual(Set(proposal.names), ["Hub", "Launch"])
    XCTAssertTrue(["Hub.shared", "Launch.current"].contains(proposal.accessor.value))
    XCTAssertEqual(proposal.mutators, ["install"])
  }

  func testObjectiveCInterfacesAreReadFromHeadersButNotCategories() {
    let header = """
      @interface VLCHub : NSObject
      @interface VLCHub (Extras)
        @interface ARCPlayer<NSCopying>
      """
    XCTAssertEqual(
      ObjectiveCInterfaces.interfaces(in: header).map(\.name), ["VLCHub", "ARCPlayer"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
