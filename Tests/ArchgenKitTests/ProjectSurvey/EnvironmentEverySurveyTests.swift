import ArchgenKit
import ArchgenTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 33, fifth round: every environment the app really uses. A DI library's app that also
/// reads a global of its own from every layer gets both; a container reached through a singleton
/// chain is read whatever the chain's names; types whose statics are the app's services are
/// registries, ranked by the services read through them, not by how often a coordinator is named;
/// and a Tuist workspace's name comes through its helpers' constants.
final class EnvironmentEverySurveyTests: XCTestCase {
  static let apps = [
    "FactoryBesideGlobal", "SingletonResolver", "StaticRegistries", "TuistWorkspace",
  ]

  func testAGlobalLocatorBesideFactoryIsProposedWithIt() throws {
    let proposal = InitAppFixtures.survey("FactoryBesideGlobal")
    XCTAssertEqual(proposal.accessor.value, "Container.shared")
    // Not Factory's `Container` alone: `Services.analytics` is read in five files of four layers.
    XCTAssertEqual(proposal.names, ["Container", "Services"])
    XCTAssertEqual(proposal.propertyWrappers, ["Injected"])
    XCTAssertEqual(proposal.runnersUp.map(\.accessor), [])
    // The global's own mutator, though Factory's container gives the accessor.
    XCTAssertEqual(proposal.mutators, ["resetServices"])
  }

  func testAContainerBehindASingletonChainIsTheEnvironment() throws {
    let proposal = InitAppFixtures.survey("SingletonResolver")
    // `AppAssembly.shared` hands out nothing but its assembler: what callers resolve from is the
    // environment, whatever the chain's names.
    XCTAssertEqual(proposal.accessor.value, "AppAssembly.shared.assembler.resolver")
    XCTAssertEqual(proposal.names, ["AppAssembly"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testStaticRegistriesOutrankACoordinatorNamedInMoreFiles() throws {
    let proposal = InitAppFixtures.survey("StaticRegistries")
    // `AppCoordinator.shared` is named in eight files, but hands out its services in five; the
    // registries' services are read in six.
    XCTAssertEqual(proposal.accessor.value, "Managers.self")
    XCTAssertEqual(proposal.names, ["Managers", "Repositories"])
    XCTAssertEqual(
      proposal.runnersUp.map { "\($0.accessor) \($0.files)" }, ["AppCoordinator.shared 5"])
  }

  func testATuistWorkspaceNamesTheProjectThroughItsHelpers() throws {
    let proposal = InitAppFixtures.survey("TuistWorkspace")
    XCTAssertEqual(proposal.project.value, "Harbor")
    XCTAssertEqual(proposal.appModule.value, "HarborApp")
  }

  func testAManifestsNameComesThroughConstantsAndFallbacks() throws {
    let helpers = Parser.parse(
      source: """
        public enum AppInfo { public static let name = "Harbor" }
        let env = ProjectEnvironment(name: "Dock", teamID: "T")
        """)
    let cases = [
      "Project(name: AppInfo.name)": "Harbor",
      "Project(name: env.name)": "Dock",
      #"Project(name: Environment.appName.getString(default: "Quay"))"#: "Quay",
      #"Project(name: ProcessInfo.processInfo.environment["NAME"] ?? "Pier")"#: "Pier",
      #"let name = "Jetty"; let project = Project(name: name)"#: "Jetty",
      "Project(name: unknown)": "nil",
    ]
    for (manifest, expected) in cases {
      let source = ParsedSource(SourceText(path: "Project.swift", text: manifest))
      let calls = ManifestCalls(source, helpers: [helpers])
      XCTAssertEqual(calls.name(of: "Project") ?? "nil", expected, manifest)
    }
  }

  func testStaticsMadeFromAKeyOrOfANestedTypeAreNoRegistry() throws {
    let source = """
      enum Repositories { static let feed = FeedRepository() }
      enum Defaults { static let launchOnLogin = BoolDefault(key: "launchOnLogin") }
      struct HabitTip { static let dismissed = Tips.Event(id: "dismissed") }
      """
    let reader = EnvironmentDeclarationReader(
      ParsedSource(SourceText(path: "Registries.swift", text: source)))
    reader.walk(Parser.parse(source: source))
    // Rectangle's `Defaults` and Ritualist's TipKit events read from many files stay settings.
    XCTAssertEqual(
      reader.declarations.filter { $0.kind == .registry }.map(\.root), ["Repositories"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
