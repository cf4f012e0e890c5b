import ArchgenKit
import ArchgenTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 33, ninth round: InitCorpus7's misses, each pinned by a fixture of another form than
/// the app's, ranked by how the app uses a candidate: an accessor an extension adds over a
/// locator's services; the functions that change the store a static accessor reads; types of
/// configuration values; a singleton other files resolve services from.
final class EnvironmentUseSurveyTests: XCTestCase {
  static let apps = ["AddedAccessor", "StackedSession", "ConfigReaders", "DelegateResolver"]

  func testAnAccessorAnExtensionAddsOverALocatorIsNamedWithIt() throws {
    let proposal = InitAppFixtures.survey("AddedAccessor")
    // `shell` (added to every `UIResponder`) hands out `Toolbox.shared`'s services through
    // `AppShell`'s forwarding members; screens write `shell.catalog`, two files `Toolbox.shared`.
    XCTAssertEqual(proposal.accessor.value, "shell")
    XCTAssertEqual(proposal.names, ["Toolbox", "shell"])
    XCTAssertEqual(proposal.mutators, ["setEnvironment"])
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testLintWithTheProposalReportsReadsThroughTheAddedAccessor() throws {
    let root = Fixtures.url("InitApps/AddedAccessor").path
    var config = LintConfig()
    config.environment.names = InitAppFixtures.survey("AddedAccessor").names
    let files = Set(
      Linter.run(LintOptions(paths: [root], config: config)).findings
        .filter { $0.rule == "direct-environment-access" }
        .map { $0.file.replacingOccurrences(of: root + "/", with: "") })
    XCTAssertTrue(
      files.isSuperset(of: [
        "Catalog/CatalogViewController.swift", "Checkout/CheckoutViewController.swift",
        "Account/Receipts.swift",
      ]), "\(files.sorted())")
  }

  func testAPropertyMadeOnceByAClosureIsOfTheTypeTheClosureMakes() throws {
    let source = """
      final class Kit {
        lazy var store = { RecordStore(path: "x") }()
        lazy var forwarded = { Other.shared.store }()
      }
      """
    let bindings =
      Parser.parse(source: source).statements.first?.item
      .as(ClassDeclSyntax.self)?.memberBlock.members
      .compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first } ?? []
    XCTAssertEqual(
      bindings.map { EnvironmentDeclarationReader.typeName(of: $0) }, ["RecordStore", nil])
    XCTAssertEqual(bindings.map { ForwardedMember.forwarded(by: $0) }, [nil, "Other.shared.store"])
  }

  func testFunctionsThatChangeTheStoreAStaticAccessorReadsAreItsMutators() throws {
    let proposal = InitAppFixtures.survey("StackedSession")
    // `static var current: Services { layers.last ?? … }`: `enter` appends to `layers`, `leave`
    // pops it, `swap` removes from it; `restored(from:)` makes a value and changes nothing.
    XCTAssertEqual(proposal.accessor.value, "Session.current")
    XCTAssertEqual(proposal.mutators, ["enter", "leave", "swap"])
  }

  func testTypesOfConfigurationValuesAreNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("ConfigReaders")
    // `ServerEnvironment.baseURL`, `.clientID`: statics of URLs, strings and flags;
    // `Constants.shared.links.terms`: groups of values, whatever the type is called.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
  }

  func testASingletonOtherFilesResolveFromIsTheEnvironment() throws {
    let proposal = InitAppFixtures.survey("DelegateResolver")
    // `Launcher.current?.wiring.resolve(FeedModel.self)!` in the router and the scene host.
    XCTAssertEqual(proposal.accessor.value, "Launcher.current.wiring")
    XCTAssertEqual(proposal.names, ["Launcher"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
