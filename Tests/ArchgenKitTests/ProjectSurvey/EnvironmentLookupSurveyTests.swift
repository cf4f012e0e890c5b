import ArchgenKit
import ArchgenTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 33, sixth round: a locator's own functions known by what they do, whatever their names
/// (a lookup of its store that callers call is a resolver, a registration another type calls or
/// an assignment of what a computed global returns is a mutator); a computed global typed by a
/// protocol of services; a singleton reached through a call and read for the registry it holds; a
/// private extension's statics read by no other file; and a workspace grouping tools with the app.
final class EnvironmentLookupSurveyTests: XCTestCase {
  static let apps = [
    "CalledSingleton", "ContextGlobal", "HandedDownContainer", "KeyedLocator", "StylePresets",
  ]

  func testAComputedGlobalOfAProtocolOfServicesIsTheEnvironmentWithItsSwap() throws {
    let proposal = InitAppFixtures.survey("ContextGlobal")
    // The protocol's requirements are the services `context` hands out; `NetworkSettings.current`
    // is read in three files for an endpoint.
    XCTAssertEqual(proposal.accessor.value, "context")
    XCTAssertEqual(proposal.names, ["context"])
    // `useContext(_:)` assigns the property the global returns.
    XCTAssertEqual(proposal.mutators, ["useContext"])
    XCTAssertEqual(proposal.resolvers, [])
  }

  func testALocatorsLookupIsItsResolverAndItsRegistrationItsMutator() throws {
    let proposal = InitAppFixtures.survey("KeyedLocator")
    XCTAssertEqual(proposal.accessor.value, "ServiceLocator.shared")
    XCTAssertEqual(proposal.names, ["ServiceLocator"])
    // `lookUp()` returns an entry of its store and five files call it; `entry(named:)` does too
    // but no Swift file calls it.
    XCTAssertEqual(proposal.resolvers, ["lookUp"])
    // `put(_:)` stores what it is given and `Startup` calls it.
    XCTAssertEqual(proposal.mutators, ["put"])
  }

  func testAWorkspaceGroupingToolsIsNamedByTheAppsProject() throws {
    let proposal = InitAppFixtures.survey("KeyedLocator")
    // `Tools.xcworkspace` groups an SDK, a build tool and `App/Shop.xcodeproj`, the one project
    // that builds an application.
    XCTAssertEqual(proposal.project.value, "Shop")
  }

  func testASingletonReachedByACallIsReadForTheRegistryItHolds() throws {
    let proposal = InitAppFixtures.survey("CalledSingleton")
    XCTAssertEqual(proposal.accessor.value, "Bootstrap.shared")
    XCTAssertEqual(proposal.names, ["Bootstrap"])
    XCTAssertEqual(proposal.resolvers, ["service"])
    // The registry is filled in the bootstrap's own initialiser: construction, no mutator.
    XCTAssertEqual(proposal.mutators, ["setEnvironment"])
    // `Analytics.shared` is named in more files, for its own work.
    XCTAssertFalse(proposal.runnersUp.contains { $0.names == ["Analytics"] })
  }

  func testAContainerHandedDownAndAPrivateExtensionsStaticsAreNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("HandedDownContainer")
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
  }

  func testPresetsOfAStructAreNoRegistry() throws {
    let proposal = InitAppFixtures.survey("StylePresets")
    // `ButtonStyles.primary: ButtonModel`, read in five files of three folders: values each view
    // copies, not services the app shares.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.runnersUp.map(\.accessor), [])
  }

  func testAStoresMethodsAreReadByWhatTheyDo() throws {
    let source = """
      final class Registry {
        private var items: [String: Any] = [:]
        private(set) var current: Theme = Theme()
        func keep(_ item: Any, as key: String) { items[key] = item }
        func item(_ key: String) -> Any? { items[key] }
        func first() -> Any? { return self.items["first"]! }
        func reset() { items["first"] = nil; self.current = Theme() }
        func label(_ key: String) -> String { key.uppercased() }
      }
      """
    let reader = StoreAccessReader()
    reader.walk(Parser.parse(source: source))
    XCTAssertEqual(reader.lookups["Registry"], ["item", "first"])
    XCTAssertEqual(reader.registrations["Registry"], ["keep"])
    XCTAssertEqual(reader.assignments["Registry"]?["reset"], ["current"])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
