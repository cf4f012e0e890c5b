import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, twelfth round: InitCorpus9's misses, each pinned by a fixture of another form than
/// the app's: a container handed out by a singleton's method given nothing; containers that one
/// file alone resolves from, at the composition roots; the app delegate read through a cast
/// written out in each place; a library's locator, with a generated client's spec beside the
/// app's project.
final class EnvironmentRootSurveyTests: XCTestCase {
  static let apps = ["HelperContainer", "RootContainers", "CastDelegate", "LibraryLocator"]

  func testAContainerHandedOutByASingletonsMethodIsReachedThroughTheSingleton() throws {
    let proposal = InitAppFixtures.survey("HelperContainer")
    // `Workbench.shared.assembledContainer().resolve(Telemetry.self)!` in four files of four
    // folders: the container behind the app's own singleton, whatever the method is called.
    XCTAssertEqual(proposal.accessor.value, "Workbench.shared")
    XCTAssertEqual(proposal.names, ["Workbench"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testContainersResolvedFromOneFileEachAreCompositionRoots() throws {
    let proposal = InitAppFixtures.survey("RootContainers")
    // `AppDelegate.container.resolve(LaunchFlow.self, argument: window)!` in the scene delegate
    // and `ClipContainer.shared.container.resolve(OrderUseCase.self)!` in the clip's first
    // screen; every other `resolve` is a registration's. Use cases go to screens by hand.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testTheAppDelegateReadThroughACastIsTheLocator() throws {
    let proposal = InitAppFixtures.survey("CastDelegate")
    // `(UIApplication.shared.delegate as! StudioDelegate).library`, `.player`, `.preferences`,
    // `.uploads` in six files of four folders: the delegate keeps the services.
    XCTAssertEqual(proposal.accessor.value, "StudioDelegate")
    XCTAssertEqual(proposal.names, ["StudioDelegate"])
    // `title(of:)` returns an entry of the dictionary it is given, not of a store: no resolver.
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testALibrarysLocatorIsJudgedByWhatFilesReadOnThroughIt() throws {
    let proposal = InitAppFixtures.survey("LibraryLocator")
    // `KitContainer.sharedInstance().cards`, `.vault`, `.sync`: declared by a package outside
    // the repository, read on from six files of three folders. `SessionController.shared` is
    // called for its work.
    XCTAssertEqual(proposal.accessor.value, "KitContainer.sharedInstance")
    XCTAssertEqual(proposal.names, ["KitContainer"])
    // `APIClient/project.yml` builds only a framework: the app's project is `Wallet.xcodeproj`.
    XCTAssertEqual(proposal.project.value, "Wallet")
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
