import ArchgenKit
import ArchgenTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 33, seventh round: what the app does at run time with its environment, whatever the
/// names (InitCorpus5's misses, each pinned by a fixture of another form): a container family's
/// keys replaced and pulled by hand; the app's own key-path store behind its own wrapper; the
/// classes of one locator hierarchy and the function installing it; a static only the root hands
/// down; and a static of a type the code does not name that screens resolve from.
final class EnvironmentRuntimeSurveyTests: XCTestCase {
  static let apps = [
    "KeyPathStore", "LayeredHub", "RootHandOff", "RuntimeFactory", "StaticResolver",
  ]

  func testAFamilysKeysReplacedAndPulledAtRunTimeAreItsMutatorAndResolver() throws {
    let proposal = InitAppFixtures.survey("RuntimeFactory")
    XCTAssertEqual(proposal.accessor.value, "Container.shared")
    XCTAssertEqual(proposal.names, ["Container"])
    // `LaunchSteps` gives two keys a closure making the service; `reset()` on its own replaces
    // nothing, and the preview's `context(.preview) { … }` sets up a canvas.
    XCTAssertEqual(proposal.mutators, ["register"])
    // `LedgerScreen` passes what `resolve()` hands out; the preview's `peek()` and the `@main`
    // type's `lookUp()`, which builds the first screen, do not count.
    XCTAssertEqual(proposal.resolvers, ["resolve"])
    XCTAssertEqual(proposal.propertyWrappers, ["Injected"])
  }

  func testTheAppsOwnKeyPathStoreBehindItsWrapperIsTheEnvironment() throws {
    let proposal = InitAppFixtures.survey("KeyPathStore")
    // `@Wired(\.x)` reads `Wiring[path]` in 7 files; the registry `Sources` is read in 5.
    XCTAssertEqual(proposal.accessor.value, "Wiring")
    XCTAssertEqual(proposal.names, ["Wiring"])
    XCTAssertEqual(proposal.propertyWrappers, ["Wired"])
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testEveryClassOfALocatorHierarchyAndTheFunctionInstallingIt() throws {
    let proposal = InitAppFixtures.survey("LayeredHub")
    XCTAssertEqual(proposal.accessor.value, "ShopHub.current")
    XCTAssertEqual(proposal.names, ["BaseHub", "ShopHub", "StoreHub"])
    // `installHub(_:logger:)` assigns the global `BaseHub.current` hands back; `beginUpload(_:)`
    // keeps a ticket it makes itself under the name it is given: no mutator.
    XCTAssertEqual(proposal.mutators, ["installHub"])
  }

  func testAStaticOnlyTheRootHandsDownIsNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("RootHandOff")
    // `LaunchPad.services` is passed whole to the first flow; the flows take it by initialiser.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
  }

  func testAStaticOfAnUnnamedTypeScreensResolveFromIsTheEnvironment() throws {
    let proposal = InitAppFixtures.survey("StaticResolver")
    XCTAssertEqual(proposal.accessor.value, "AppGraph.resolver")
    XCTAssertEqual(proposal.names, ["AppGraph"])
    XCTAssertEqual(proposal.resolvers, ["resolve"])
  }

  func testARegistrationStoresAValueItIsGivenNotWorkItMakes() throws {
    let source = """
      final class Hub {
        private var entries: [String: Any] = [:]
        func keep(_ entry: Any, named name: String) { entries[name] = entry }
        func keepMaker(_ make: @escaping () -> Any, named name: String) { entries[name] = { make() } }
        func start(_ name: String) { entries[name] = Queue.main.begin(label: "job-\\(name)") }
        func wrap(_ entry: Any, named name: String) { entries[name] = Box(entry) }
      }
      """
    let reader = StoreAccessReader()
    reader.walk(Parser.parse(source: source))
    XCTAssertEqual(reader.registrations["Hub"], ["keep", "keepMaker", "wrap"])
  }

  func testAGlobalFunctionsAssignmentsAreRead() throws {
    let source = """
      var liveHub: Hub?
      func install(_ kind: Hub.Type) { liveHub = kind.init() }
      """
    let reader = StoreAccessReader()
    reader.walk(Parser.parse(source: source))
    XCTAssertEqual(reader.assignments[""]?["install"], ["liveHub"])
  }

  func testAStaticSetterIsOneOtherFilesCanCallThatSetsSomething() throws {
    let source = """
      enum Registry {
        static var api: API = LiveAPI()
        static func setAPI(_ api: API) { self.api = api }
        static func set(_ api: API) { self.api = api }
        static func setupCaches() {}
        private static func setTimeout(_ value: Int) {}
      }
      """
    let reader = EnvironmentDeclarationReader(ParsedSource(path: "Registry.swift", text: source))
    reader.walk(Parser.parse(source: source))
    XCTAssertEqual(reader.staticSetters["Registry"], ["setAPI", "set"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
