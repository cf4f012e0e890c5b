import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, third round: forms from eleven more apps. A singleton of settings a wrapper keeps
/// under keys (`@StoredSetting(key: "sortOrder", defaultValue: .title) var sortOrder: SortOrder`)
/// is no locator however many files read it; a wrapper whose key paths name the keys Factory's
/// `Container` registers reads the container, whatever the wrapper is called.
final class EnvironmentSettingsSurveyTests: XCTestCase {
  static let apps = ["KeyedSettings", "FactoryKeyPaths"]

  func testASingletonOfKeyedSettingsIsNoEnvironment() throws {
    let proposal = InitAppFixtures.survey("KeyedSettings")
    XCTAssertTrue(proposal.accessor.isDefault, proposal.accessor.value)
    XCTAssertEqual(proposal.names, ["CurrentEnvironment"])
    XCTAssertEqual(proposal.runnersUp.map(\.accessor), [])
  }

  func testAWrapperGivenTheContainersKeysIsProposedWhateverItsName() throws {
    let proposal = InitAppFixtures.survey("FactoryKeyPaths")
    XCTAssertEqual(proposal.accessor.value, "Container.shared")
    XCTAssertEqual(proposal.names, ["Container"])
    // Not `@AppSetting(\.autoplay)` (keys of a settings struct) nor `@Environment(\.dismiss)`.
    XCTAssertEqual(proposal.propertyWrappers, ["DynamicInjected", "InjectedObservable"])
    // `Container.shared` in 2 files; `@DynamicInjected` in PlayerModel; `@InjectedObservable`
    // alone in PlayerView, QueueView and SettingsView.
    XCTAssertEqual(proposal.evidence.first, "Container.shared: 3 use(s) in 5 other file(s)")
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
