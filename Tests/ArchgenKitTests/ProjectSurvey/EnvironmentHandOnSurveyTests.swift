import ArchgenKit
import ArchgenTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 33, fourth round: what the code does with a value decides, not its name or storage. A
/// global read from many files and layers is a locator whether stored or computed, whatever its
/// type is called; a value handed to a view's environment modifier is no read of a locator; the
/// statics of a container the app makes and hands on through initialisers are no locator.
final class EnvironmentHandOnSurveyTests: XCTestCase {
  static let apps = ["GlobalBusiness", "HandedDependencies"]

  func testAComputedGlobalOfAnyTypeReadFromEveryLayerIsTheLocator() throws {
    let proposal = InitAppFixtures.survey("GlobalBusiness")
    // Not `AppEnvironment.self`, handed to `.environmentObject` in six files and read in one.
    XCTAssertEqual(proposal.accessor.value, "Biz")
    XCTAssertEqual(proposal.names, ["Biz"])
    XCTAssertEqual(proposal.evidence, ["Biz: 6 use(s) in 5 other file(s)"])
    XCTAssertEqual(
      proposal.runnersUp.map { "\($0.accessor) \($0.files)" }, ["AppEnvironment.self 1"])
  }

  func testAValueHandedToTheViewsEnvironmentIsNoRead() throws {
    let source = """
      struct FeedView: View {
        var body: some View {
          List { Text(Session.shared.name) }
            .environmentObject(Session.shared)
            .environment(\\.session, Session.shared)
            .environmentObject(Store.self)
        }
      }
      """
    let uses = EnvironmentUseReader()
    uses.walk(Parser.parse(source: source))
    XCTAssertEqual(uses.useCounts["Session"], 1)
    XCTAssertNil(uses.useCounts["Store"])
    XCTAssertEqual(uses.memberReads["Session"], ["shared"])
  }

  func testAContainerMadeAndHandedThroughInitialisersIsNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("HandedDependencies")
    // Not `Dependencies.self` with `mutators: [setLogging]`: its statics are a key, a factory
    // and a switch; the app makes it once and passes it to each screen.
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
    XCTAssertEqual(proposal.mutators, ["setEnvironment"])
    XCTAssertEqual(proposal.runnersUp.map(\.accessor), [])
  }

  func testAWrapperThatObservesTheKeyWindowResolvesNothing() throws {
    let source = """
      @propertyWrapper
      struct KeyWindowController: DynamicProperty {
        @StateObject var box = Box()
        var wrappedValue: WindowController? { box.controller }

        final class Box: ObservableObject {
          weak var controller: WindowController?
          var cancellable: AnyCancellable?

          init() {
            cancellable = NSApp.publisher(for: \\.keyWindow).sink { [weak self] window in
              self?.controller = window?.windowController as? WindowController
            }
          }
        }
      }

      @propertyWrapper
      struct Provided<Service> {
        var wrappedValue: Service { Registry.main.get(Service.self) }
      }
      """
    let reader = InjectionWrapperReader()
    reader.read(Parser.parse(source: source))
    // Observing a property of the app (`publisher(for: \.keyWindow)`) is no resolving.
    XCTAssertEqual(reader.declaredWrappers["KeyWindowController"], .some(nil))
    XCTAssertEqual(reader.declaredWrappers["Provided"], .some("Registry.main"))
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
