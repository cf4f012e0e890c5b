import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// composable-architecture features in the shapes large apps use (Fixtures/TestGeneration/
/// Features/ProfileFeature.swift): actions split by a generic `FeatureAction<Self>`, fields set to
/// what the action carries, counted, toggled, set to constants, a presented child. Each test
/// asserts something the reducer does; the files type-check against the stand-in.
final class StoreShapesTests: XCTestCase {
  private let fixture = "TestGeneration/Features/ProfileFeature.swift"

  private func tests(_ kind: String) throws -> [String: GeneratedTest] {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(
      report.suites.first { $0.machine == "ProfileFeature" && $0.function == kind })
    XCTAssertEqual(suite.store, "ProfileFeature")
    return Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
  }

  func testAPayloadPassedThroughIsSentAndExpected() throws {
    let tests = try tests("ViewAction")
    // Wrapped in the feature's own action (`FeatureAction<Self>.view`).
    let name = try XCTUnwrap(tests["nameChanged"])
    XCTAssertEqual(name.act, ".view(.nameChanged(\"x\"))")
    // The memberwise initializer, an `IdentifiedArrayOf` from an empty literal.
    XCTAssertEqual(name.start, "ProfileFeature.State(friends: [])")
    XCTAssertEqual(name.path, ["state.name = \"\""])
    XCTAssertEqual(name.assertions, ["$0.name = \"x\""])
    // A labeled payload, into a field of a field.
    let email = try XCTUnwrap(tests["emailChanged"])
    XCTAssertEqual(email.act, ".view(.emailChanged(email: \"x\"))")
    XCTAssertEqual(email.assertions, ["$0.contact.email = \"x\""])
    // Into an optional field: from nil to a value built with defaults.
    XCTAssertEqual(tests["nicknameSet"]?.path, ["state.nickname = nil"])
    XCTAssertEqual(tests["avatarPicked"]?.assertions, ["$0.avatar = ProfileFeature.Avatar()"])
  }

  func testANumberAddedAndABoolToggledStartFromAKnownValue() throws {
    let tests = try tests("ViewAction")
    XCTAssertEqual(tests["visited"]?.path, ["state.visits = 0"])
    XCTAssertEqual(tests["visited"]?.assertions, ["$0.visits = 1"])
    XCTAssertEqual(tests["publicToggled"]?.path, ["state.isPublic = false"])
    XCTAssertEqual(tests["publicToggled"]?.assertions, ["$0.isPublic = true"])
  }

  func testAConstantIsExpectedAsWrittenFromNil() throws {
    let badge = try XCTUnwrap(try tests("InternalAction")["badgeTapped"])
    XCTAssertEqual(badge.act, ".inner(.badgeTapped)")
    XCTAssertEqual(badge.path, ["state.sheet = nil"])
    XCTAssertEqual(badge.assertions, ["$0.sheet = .badge(BadgeFeature.State())"])
  }

  func testAPresentedChildsActionStartsWithTheChildPresented() throws {
    let tests = try tests("ChildAction")
    let closed = try XCTUnwrap(tests["sheetPresentedBadgeDelegateClosed"])
    XCTAssertEqual(closed.act, ".child(.sheet(.presented(.badge(.delegate(.closed)))))")
    XCTAssertEqual(closed.path, ["state.sheet = .badge(BadgeFeature.State())"])
    XCTAssertEqual(closed.assertions, ["$0.sheet = nil"])
    // A dismissal starts presented too, so that `= nil` is seen.
    let dismiss = try XCTUnwrap(tests["sheetDismiss"])
    XCTAssertEqual(dismiss.act, ".child(.sheet(.dismiss))")
    XCTAssertEqual(dismiss.path, ["state.sheet = .badge(BadgeFeature.State())"])
    XCTAssertEqual(dismiss.assertions, ["$0.sheet = nil"])
    // An alert is built titled, for its dismissal.
    let alert = try XCTUnwrap(tests["alertDismiss"])
    XCTAssertEqual(alert.path, ["state.alert = AlertState { TextState(\"\") }"])
    XCTAssertEqual(alert.assertions, ["$0.alert = nil"])
  }

  func testADismissalOfAValueArchgenCannotBuildIsNotComplete() throws {
    let report = TestGenerator.suites(
      sources: [
        SourceText(
          path: "Confirm.swift",
          text: """
            import ComposableArchitecture
            struct Confirm: Reducer {
              struct State: Equatable {
                var alert: Banner<Action.Alert>?
                var isConfirmed = false
              }
              enum Action { case alert(PresentationAction<Alert>); enum Alert { case ok } }
              func reduce(into state: inout State, action: Action) -> Effect<Action> {
                switch action {
                case .alert(.dismiss):
                  state.alert = nil
                  return .none
                case .alert(.presented(.ok)):
                  state.isConfirmed = true
                  return .none
                case .alert:
                  return .none
                }
              }
            }
            """)
      ], options: GraphOptions(paths: []))
    let test = try XCTUnwrap(report.suites.first?.tests.first)
    XCTAssertEqual(test.path, ["state.alert = <#Banner<Action.Alert>#>"])
    XCTAssertFalse(test.isComplete)
  }

  func testAGenericFeatureOrOneWithInitializerValuesGetsNoTest() {
    let report = TestGenerator.suites(
      sources: [
        SourceText(
          path: "Results.swift",
          text: """
            import ComposableArchitecture
            struct Results<Scope>: Reducer {
              struct State: Equatable { var isOpen = false }
              enum Action { case open }
              let load: (Scope) -> Void
              func reduce(into state: inout State, action: Action) -> Effect<Action> {
                switch action {
                case .open:
                  state.isOpen = true
                  return .none
                }
              }
            }
            """)
      ], options: GraphOptions(paths: []))
    XCTAssertEqual(report.skippedMachines.map(\.reason), [.featureNeedsValues])
  }

  func testAFeatureDeclaredWithTheReducerMacroIsTestedThroughTheStore() throws {
    // No import in the file (the module imports composable-architecture once, `@_exported`).
    let source = SourceText(
      path: "Counter.swift",
      text: """
        @Reducer
        struct Counter {
          struct State: Equatable { var count = 0 }
          enum Action { case increment }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .increment:
                state.count += 1
                return .none
              }
            }
          }
        }
        """)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(suite.store, "Counter")
    XCTAssertEqual(suite.tests.map(\.act), [".increment"])
    XCTAssertEqual(suite.tests.first?.assertions, ["$0.count = 1"])
  }

  func testAFeatureConformingToAProtocolRefiningReducerIsTestedThroughTheStore() throws {
    let prelude = SourceText(
      path: "Prelude.swift",
      text: """
        import ComposableArchitecture
        protocol AppFeature: Reducer {}
        """)
    let feature = SourceText(
      path: "Counter.swift",
      text: """
        extension Screens {
          struct Counter: AppFeature {
            struct State: Equatable { var isOn = false }
            enum Action { case switchOn }
            func reduce(into state: inout State, action: Action) -> Effect<Action> {
              switch action {
              case .switchOn:
                state.isOn = true
                return .none
              }
            }
          }
        }
        """)
    let report = TestGenerator.suites(
      sources: [prelude, feature], options: GraphOptions(paths: []))
    XCTAssertEqual(report.suites.first?.store, "Screens.Counter")
    XCTAssertEqual(report.suites.first?.tests.first?.assertions, ["$0.isOn = true"])
  }

  func testStoreShapesTypeCheckInBothFrameworks() throws {
    for framework in TestFramework.allCases {
      let standIns = try StandIns.build()
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "store-shapes-\(framework.rawValue)")
      XCTAssertEqual(
        files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.sorted(),
        [
          "BadgeFeatureTests.swift", "ProfileFeatureChildActionTests.swift",
          "ProfileFeatureInternalActionTests.swift", "ProfileFeatureViewActionTests.swift",
        ])
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) store shapes")
    }
  }
}
