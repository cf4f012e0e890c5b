import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, thirteenth round: InitCorpus10's misses, each pinned by a fixture of another form
/// than the app's: the platform's intent injection beside the app's locator; a container's
/// function that takes a service out, which nothing calls yet; registrations that screens make on
/// the container behind the app's singleton as they open; a library's container the app's module
/// types fill by its name; a singleton typed by its protocol, read through default arguments; a
/// Tuist workspace grouping two apps' projects, one of them shipped to the App Store.
final class EnvironmentMutatorSurveyTests: XCTestCase {
  static let apps = ["IntentShelf", "RemovableDepot"]

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

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
