import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, thirteenth round: InitCorpus10's misses, each pinned by a fixture of another form
/// than the app's: the platform's intent injection beside the app's locator; a container's
/// function that takes a service out, which nothing calls yet; registrations that screens make on
/// the container behind the app's singleton as they open; a library's container the app's module
/// types fill by its name; a singleton typed by its protocol, read through default arguments; a
/// Tuist workspace grouping two apps' projects, one of them shipped to the App Store; statics of
/// settings and state beside a few objects.
final class EnvironmentMutatorSurveyTests: XCTestCase {
  static let apps = [
    "IntentShelf", "RemovableDepot", "RouteRegistrations", "ModuleRegistrations",
    "ProtocolSingleton", "ShippedWorkspace", "StateStatics",
  ]

  func testThePlatformsIntentInjectionIsNoWrapperOfTheApps() throws {
    let proposal = InitAppFixtures.survey("IntentShelf")
    // `@Dependency var library: Library` in two App Intents files, filled by the system from what
    // the app added to `AppDependencyManager`: the platform's injection, not the app's.
    XCTAssertEqual(proposal.accessor.value, "Shelf.shared")
    XCTAssertEqual(proposal.names, ["Shelf"])
    XCTAssertEqual(proposal.propertyWrappers, [])
  }

  func testAFunctionTakingAServiceOutOfTheContainerIsAMutatorUncalled() throws {
    let proposal = InitAppFixtures.survey("RemovableDepot")
    // `stock(_:)` puts a service in (called at launch from outside); `drop(_:)` takes one out by
    // the key of the type it is given, and nothing calls it yet: both change what `pick` returns.
    XCTAssertEqual(proposal.names, ["DepotContainer"])
    XCTAssertEqual(proposal.mutators, ["drop", "stock"])
    XCTAssertEqual(proposal.resolvers, ["pick"])
  }

  func testRegistrationsScreensMakeThroughTheSingletonAreMutators() throws {
    let proposal = InitAppFixtures.survey("RouteRegistrations")
    // `Bistro.shared.container.register(OrderModel.self) { … }` in one route and the same through
    // `let container = Bistro.shared.container` in another: new ways to make services, from
    // outside the singleton. The assembly registers on the container it is given: construction.
    XCTAssertEqual(proposal.names, ["Bistro"])
    XCTAssertEqual(proposal.mutators, ["register"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testALibrarysContainerTheAppsModulesFillIsTheEnvironment() throws {
    let proposal = InitAppFixtures.survey("ModuleRegistrations")
    // `Resolver.register { … }` in three modules' `setUp()`, run by the delegate; `@LazyInjected`
    // in three files and `Resolver.resolve()` in two. No file declares `Resolver` or extends it.
    XCTAssertEqual(proposal.accessor.value, "Resolver")
    XCTAssertEqual(proposal.names, ["Resolver"])
    XCTAssertEqual(proposal.mutators, ["register"])
    XCTAssertEqual(proposal.propertyWrappers, ["LazyInjected"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testASingletonTypedByItsProtocolIsTheTypesOwnInstance() throws {
    let proposal = InitAppFixtures.survey("ProtocolSingleton")
    // `static let shared: BackstageProviding = Backstage()`, read as `Backstage.shared.api`,
    // `.cache`, `.analytics` in default arguments of five files in four folders.
    XCTAssertEqual(proposal.accessor.value, "Backstage.shared")
    XCTAssertEqual(proposal.names, ["Backstage"])
    XCTAssertEqual(proposal.mutators, ["setEnvironment"])
  }

  func testTheProjectAWorkspaceShipsIsTheApps() throws {
    let proposal = InitAppFixtures.survey("ShippedWorkspace")
    // `Workspace(name: "Kitchen", projects: ["Projects/**"])` groups `Bakery`, `Bakery-Staff`
    // (both made by a helper, `Project.app(name:)`) and `Core`; the fastlane lane that exports
    // for the App Store builds the scheme `Bakery`.
    XCTAssertEqual(proposal.project.value, "Bakery")
  }

  func testStaticsMostlyOfValuesAreStateNotARegistry() throws {
    let proposal = InitAppFixtures.survey("StateStatics")
    // `Globals.client`, `.player`, `.drafts` are read from five files, but beside six flags,
    // numbers and strings the screens read and write: the app's settings and state.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
