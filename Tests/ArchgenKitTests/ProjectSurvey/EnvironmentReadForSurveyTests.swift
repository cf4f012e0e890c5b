import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, fourteenth round: a singleton is judged by what the files reading it read it for
/// (its services, or what it makes from the services it keeps), the function that builds or has
/// rebuilt a service it keeps after launch is its mutator, and a script's constants are the
/// script's.
final class EnvironmentReadForSurveyTests: XCTestCase {
  static let apps = ["SessionFacade", "ScreenFactory", "GeneratorScript"]

  func testASessionReadForItsServicesByMoreFilesThanCallItsWorkIsALocator() throws {
    let proposal = InitAppFixtures.survey("SessionFacade")
    // `Session.shared.directory`, `.outbox`, `.roster`, `.poller` in six files of three folders;
    // its five functions (`signIn(name:)`, `signOut()`, …) called from four. `startPolling()`,
    // called by the app delegate, builds `poller`, the service `init` left out.
    XCTAssertEqual(proposal.accessor.value, "Session.shared")
    XCTAssertEqual(proposal.names, ["Session"])
    XCTAssertEqual(proposal.mutators, ["startPolling"])
  }

  func testAFactoryKeepingTheServicesItHandsToWhatItMakesIsALocator() throws {
    let proposal = InitAppFixtures.survey("ScreenFactory")
    // `Screens.shared.makeHome(for:)` and three more, each building a flow given the `context`
    // it keeps, called from six files of four folders; `resetAccount()`, called by the account
    // creation model, has the context rebuild its account and feed services.
    XCTAssertEqual(proposal.accessor.value, "Screens.shared")
    XCTAssertEqual(proposal.names, ["Screens"])
    XCTAssertEqual(proposal.mutators, ["resetAccount"])
  }

  func testAScriptsConstantIsNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("GeneratorScript")
    // `let environment = Environment(loader: loader)` at the top level of a code generator that
    // runs statements there: the script's local, read by no file of the app.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
