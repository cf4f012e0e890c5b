import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 24 item 1: struct states changed field by field.
final class StructStateTests: XCTestCase {
  private func tests(_ sources: [SourceText]) -> [GeneratedTest] {
    TestGenerator.suites(sources: sources, options: GraphOptions(paths: [])).suites.flatMap(\.tests)
  }

  func testTheMemberwiseInitializerEnumFieldsAndNilTargets() throws {
    let all = tests([
      try SourceText.read(Fixtures.url("TestGeneration/DownloadReducer.swift").path)
    ])
    let fetching = try XCTUnwrap(all.first { $0.name == "stageQueuedBeginGoesToStageFetching" })
    XCTAssertEqual(fetching.start, "Download.State(id: 0)")
    XCTAssertEqual(fetching.path, ["state.stage = .queued"])
    XCTAssertEqual(fetching.subject, "state.stage")
    XCTAssertEqual(fetching.expected, ".fetching")
    XCTAssertTrue(fetching.usesEquality)
    // A nil target starts non-nil, so that the test sees the change.
    let cleared = try XCTUnwrap(all.first { $0.name == "stageQueuedBeginGoesToErrorNil" })
    XCTAssertEqual(cleared.path, ["state.error = \"\"", "state.stage = .queued"])
    // `progress = value` (`field=?`): the payload is sent as 1 from a start of 0.
    let progressed = try XCTUnwrap(all.first { $0.name == "anyProgressedGoesToProgress" })
    XCTAssertEqual(progressed.path, ["state.progress = 0"])
    XCTAssertEqual(progressed.act, "Download.reduce(&state, .progressed(1))")
    XCTAssertEqual(progressed.expected, "1")
    XCTAssertEqual(all.count, 6)
  }

  func testAnInitializerOfItsOwnIsCalledWithTheFewestValues() throws {
    let source = SourceText(
      path: "S.swift",
      text: """
        struct State {
          var on: Bool
          var name: String
          init(from decoder: Decoder) throws { fatalError() }
          init(_ on: Bool, name: String = "") { self.on = on; self.name = name }
        }
        enum Event { case flip }
        func reduce(_ state: inout State, _ event: Event) {
          switch event { case .flip: state.on = true }
        }
        """)
    let flip = try XCTUnwrap(tests([source]).first)
    XCTAssertEqual(flip.start, "State(false)")
    XCTAssertEqual(flip.path, ["state.on = false"])
    XCTAssertEqual(flip.expected, "true")
  }

  /// A field a test cannot set (`private(set)`) starts at its declared value: a test expecting that
  /// value could pass with the transition gone, so only the change away from it is tested.
  func testAFieldTheTestCannotSetIsExpectedOnlyAwayFromItsDeclaredValue() throws {
    let source = SourceText(
      path: "S.swift",
      text: """
        struct State {
          private(set) var isLoading = false
          fileprivate(set) var phase: Int
          init() { phase = 0 }
        }
        enum Event { case load, loaded, reset }
        func reduce(_ state: inout State, _ event: Event) {
          switch event {
          case .load: state.isLoading = true
          case .loaded: state.isLoading = false
          case .reset: state.phase = 0
          }
        }
        """)
    let all = tests([source])
    XCTAssertEqual(all.map(\.name), ["anyLoadGoesToIsLoadingTrue"])
    XCTAssertEqual(all.first?.path, [])
    XCTAssertEqual(all.first?.expected, "true")
  }
}
