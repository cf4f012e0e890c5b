import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 32, round 5: a reactor or view model whose initializer takes a service of a protocol
/// type is built with a stub the test file declares (every requirement of the protocol and of
/// those it refines), a class with defaults is built through its initializer; a transition that
/// reads the service, or an initializer that uses it, keeps the placeholder, and a protocol no
/// stub can conform to (an associated type, one declared outside the files) too.
/// Fixtures: Fixtures/TestGeneration/Forms/{ProfileReactor, InvoiceViewModel}.swift.
final class OwnerStubTests: XCTestCase {
  private let reactor = "TestGeneration/Forms/ProfileReactor.swift"
  private let viewModel = "TestGeneration/Forms/InvoiceViewModel.swift"

  private func suite(source text: String) throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Owner.swift", text: text)],
      options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first, "\(report.skippedMachines)")
  }

  private func reactor(_ declarations: String, reduce: String = "return .opened") -> String {
    """
    \(declarations)
    final class Reactor {
      enum Mutation { case open, close }
      enum State { case opened, closed }
      private let service: TicketService
      init(service: TicketService) { self.service = service }
      func reduce(state: State, mutation: Mutation) -> State {
        switch mutation {
        case .open: \(reduce)
        case .close: return .closed
        }
      }
    }
    """
  }

  func testAReactorIsBuiltWithAStubOfItsServicesProtocolAndItsParent() throws {
    let suite = try suite(
      source: reactor(
        """
        protocol Service { func ping() async throws -> Int }
        protocol TicketService: AnyObject, Service {
          var title: String { get set }
          func load(id: Int) -> [String]
          func report(_ error: Error)
        }
        """))
    XCTAssertEqual(
      suite.tests.first?.act,
      "state = Reactor(service: GeneratedTicketServiceStub()).reduce(state: state, mutation: .open)"
    )
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
    XCTAssertEqual(
      suite.stubs,
      [
        "",
        "/// Stands in for the `TicketService` the owner's initializer takes; the transitions"
          + " tested through it do not call it.",
        "private final class GeneratedTicketServiceStub: TicketService {",
        "  var title: String { get { \"\" } set {} }",
        "  func load(id: Int) -> [String] { [] }",
        "  func report(_ error: Error) {}",
        "  func ping() async throws -> Int { 0 }",
        "}",
      ])
  }

  func testATransitionThatReadsTheServiceKeepsThePlaceholder() throws {
    let suite = try suite(
      source: reactor(
        "protocol TicketService { var isOpen: Bool { get } }",
        reduce: "return service.isOpen ? .opened : .closed"))
    let acts = suite.tests.map(\.act)
    XCTAssertTrue(
      acts.contains(
        "state = Reactor(service: <#TicketService#>).reduce(state: state, mutation: .open)"),
      "\(acts)")
    XCTAssertTrue(
      acts.contains(
        "state = Reactor(service: GeneratedTicketServiceStub()).reduce(state: state, mutation: .close)"
      ), "\(acts)")
  }

  func testAServiceReadThroughAMethodOfTheOwnerKeepsThePlaceholder() throws {
    let text = reactor(
      "protocol TicketService { var isOpen: Bool { get } }", reduce: "return opened()"
    ).replacingOccurrences(
      of: "  func reduce(",
      with:
        "  private func opened() -> State { service.isOpen ? .opened : .closed }\n  func reduce(")
    let suite = try suite(source: text)
    XCTAssertEqual(suite.tests.filter(\.isComplete).map(\.name), ["anyCloseGoesToClosed"])
  }

  func testAViewModelsActionThatCallsItsRepositoryKeepsThePlaceholder() throws {
    let suite = try suite(
      source: """
        protocol Repository { func nextNumber() -> Int }
        enum Phase: Equatable { case draft, sent(number: Int), archived }
        enum Intent { case send, archive }
        final class ViewModel {
          var state: Phase = .draft
          private let repository: any Repository
          init(repository: any Repository) { self.repository = repository }
          func send(_ intent: Intent) {
            switch (state, intent) {
            case (.draft, .send): state = .sent(number: repository.nextNumber())
            case (.sent, .archive): state = .archived
            default: break
            }
          }
        }
        """)
    let setups = Dictionary(
      uniqueKeysWithValues: suite.tests.map { ($0.name, $0.path.first ?? "") })
    XCTAssertEqual(
      setups,
      [
        "draftSendGoesToSent": "let store = ViewModel(repository: <#Repository#>)",
        "sentArchiveGoesToArchived":
          "let store = ViewModel(repository: GeneratedRepositoryStub())",
      ])
  }

  func testAnInitializerThatUsesTheServiceKeepsThePlaceholderEverywhere() throws {
    let text = reactor("protocol TicketService { func start() }").replacingOccurrences(
      of: "self.service = service }", with: "self.service = service; service.start() }")
    let suite = try suite(source: text)
    XCTAssertFalse(suite.tests.contains(where: \.isComplete))
    XCTAssertEqual(suite.stubs, [])
  }

  func testAProtocolNoStubCanConformToKeepsThePlaceholder() throws {
    for declarations in [
      "",  // declared outside the files read
      "protocol TicketService { associatedtype Item; func load() -> Item }",
      "protocol TicketService { func load<T>(_ type: T.Type) -> T }",
      "protocol TicketService: Remote { }",  // refines a protocol declared elsewhere
      "protocol TicketService { func copy() -> Self }",
    ] {
      let suite = try suite(source: reactor(declarations))
      XCTAssertFalse(suite.tests.contains(where: \.isComplete), declarations)
      XCTAssertEqual(
        suite.tests.first?.act,
        "state = Reactor(service: <#TicketService#>).reduce(state: state, mutation: .open)",
        declarations)
    }
  }

  func testTheFixturesTestsAreCompleteAndBuildTheirOwnersWithStubs() throws {
    let report = TestGenerator.suites(
      sources: try [reactor, viewModel].map { try SourceText.read(Fixtures.url($0).path) },
      options: GraphOptions(paths: []))
    let profile = try XCTUnwrap(report.suites.first { $0.machine == "ProfileReactor" })
    XCTAssertEqual(profile.tests.count, 4)
    XCTAssertTrue(profile.tests.allSatisfy(\.isComplete))
    XCTAssertTrue(
      profile.tests.allSatisfy {
        $0.act.hasPrefix(
          "state = ProfileReactor(service: GeneratedProfileServicingStub(), analytics:"
            + " ProfileAnalytics()).reduce(")
      }, "\(profile.tests.map(\.act))")
    let invoice = try XCTUnwrap(report.suites.first { $0.machine == "InvoiceViewModel" })
    XCTAssertEqual(invoice.tests.count, 3)
    XCTAssertTrue(invoice.tests.allSatisfy(\.isComplete))
    XCTAssertTrue(
      invoice.stubs.contains("  static var region: String { \"\" }"), "\(invoice.stubs)")
  }

  func testTheGeneratedFilesTypeCheckAndMatchTheirGoldens() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      for fixture in [reactor, viewModel] {
        let (directory, files) = try plannedTestFiles(
          fixture, framework, folder: "owner-stubs-\(framework.rawValue)")
        XCTAssertEqual(files.count, 1, fixture)
        assertMatchTheirGoldens(files, framework)
        try assertCompleteAndTypeCheck(
          files, of: fixture, in: directory, standIns: standIns,
          what: "\(framework.rawValue) tests of \(fixture)")
      }
    }
  }
}
