import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// A feature that never names its `Action` because the protocol it conforms to fixes it
/// (`protocol PanelReducer: Reducer where Action == PanelAction<Self>`,
/// Fixtures/TestGeneration/Features/PanelFeature.swift): its actions are sent wrapped in that
/// action (`.view(.switchTapped)`), exactly as for a feature declaring `typealias Action =
/// PanelAction<Self>`. Sent bare, the tests would not compile.
final class ProtocolActionTests: XCTestCase {
  private let fixture = "TestGeneration/Features/PanelFeature.swift"

  private func acts(_ sources: [SourceText], machine: String) -> [String: String] {
    let report = TestGenerator.suites(sources: sources, options: GraphOptions(paths: []))
    let tests = report.suites.filter { $0.machine == machine }.flatMap(\.tests)
    return Dictionary(tests.map { ($0.name, $0.act) }, uniquingKeysWith: { first, _ in first })
  }

  func testAnActionTheProtocolsWhereClauseFixesWrapsEveryKind() throws {
    let acts = acts([try SourceText.read(Fixtures.url(fixture).path)], machine: "PanelFeature")
    XCTAssertEqual(
      acts,
      [
        "switchTapped": ".view(.switchTapped)", "levelChosen": ".view(.levelChosen(1))",
        "labelLoaded": ".`internal`(.labelLoaded(\"x\"))",
      ])
  }

  /// The action fixed through the primary associated types of `Reducer<State, Action>`, by a
  /// protocol the feature reaches through another one, declared in another file.
  func testAnActionFixedThroughPrimaryTypesOfARefinedProtocolInAnotherFile() {
    let prelude = """
      import ComposableArchitecture

      protocol KnobPayload { associatedtype ViewAction }
      enum KnobAction<Payload: KnobPayload> { case view(Payload.ViewAction) }
      protocol KnobReducer: Reducer<State, KnobAction<Self>>, KnobPayload {}
      protocol DialReducer: KnobReducer {}
      """
    let feature = """
      import ComposableArchitecture

      struct Dial: DialReducer {
        struct State: Equatable { var isOn = false }
        enum ViewAction { case turned }
        func reduce(into state: inout State, viewAction: ViewAction) -> Effect<Action> {
          switch viewAction {
          case .turned:
            state.isOn = true
            return .none
          }
        }
      }
      """
    let acts = acts(
      [
        SourceText(path: "Sources/App/Prelude.swift", text: prelude),
        SourceText(path: "Sources/App/Dial.swift", text: feature),
      ], machine: "Dial")
    XCTAssertEqual(acts, ["turned": ".view(.turned)"])
  }

  func testTheGeneratedFilesTypeCheckAndMatchTheirGoldens() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "protocol-action-\(framework.rawValue)")
      XCTAssertEqual(files.count, 2)
      assertMatchTheirGoldens(files, framework)
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of \(fixture)")
    }
  }
}
