import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32 item 3: the reasons given for skipping a machine are true. A feature whose helpers sit
/// in a `private extension` is not private; a ReactorKit `reduce(state: State, mutation:)` with
/// `typealias State = CounterState` takes (state, event); `list = []` is a target known statically.
final class TrueReasonsTests: XCTestCase {
  private func report(_ text: String) -> TestReport {
    TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Form.swift", text: text)],
      options: GraphOptions(paths: []))
  }

  func testAPrivateExtensionOfHelpersDoesNotHideTheFeature() throws {
    let report = report(
      """
      import ComposableArchitecture
      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action { case increment }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .increment:
              state.count = helper()
              state.count = 1
              return .none
            }
          }
        }
      }
      private extension Counter {
        func helper() -> Int { 0 }
      }
      """)
    XCTAssertEqual(report.skippedMachines.map(\.reason), [])
    XCTAssertEqual(report.suites.first?.tests.first?.assertions, ["$0.count = 1"])
  }

  func testATypeDeclaredPrivateStillHidesItsReducer() {
    let report = report(
      """
      enum Lamp { case on, off }
      enum Flip { case flip }
      private struct Switch {}
      extension Switch {
        static func reduce(state: Lamp, event: Flip) -> Lamp {
          switch (state, event) { case (.on, .flip): return .off
          default: return state }
        }
      }
      """)
    XCTAssertEqual(report.skippedMachines.map(\.reason), [.notReachable])
  }

  func testAReactorsTypealiasedStateIsItsState() throws {
    let report = report(
      """
      import ReactorKit
      struct CounterState: Equatable { var value = 0 }
      final class CounterReactor: Reactor {
        enum Action { case increase }
        enum Mutation { case increaseValue }
        typealias State = CounterState
        let initialState = CounterState()
        func reduce(state: State, mutation: Mutation) -> State {
          var newState = state
          switch mutation {
          case .increaseValue: newState.value = 1
          }
          return newState
        }
      }
      """)
    XCTAssertEqual(report.skippedMachines.map(\.reason), [])
    let test = try XCTUnwrap(report.suites.first?.tests.first)
    XCTAssertEqual(
      test.act, "state = CounterReactor().reduce(state: state, mutation: .increaseValue)")
    XCTAssertEqual(test.subject, "state.value")
  }

  func testAnEmptyCollectionTargetIsKnownStatically() throws {
    let feature = report(
      """
      import ComposableArchitecture
      @Reducer
      struct Shelf {
        @ObservableState
        struct State: Equatable { var list: [Int] = [] }
        enum Action { case clear }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .clear:
              state.list = []
              return .none
            }
          }
        }
      }
      """)
    let clear = try XCTUnwrap(feature.suites.first?.tests.first)
    XCTAssertEqual(clear.path, ["state.list = [0]"])
    XCTAssertEqual(clear.assertions, ["$0.list = []"])
    let reducer = report(
      """
      struct Tags: Equatable { var tags: [String] = [] }
      enum TagEvent { case reset }
      func tagReducer(state: inout Tags, event: TagEvent) {
        switch event {
        case .reset: state.tags = []
        }
      }
      """)
    let reset = try XCTUnwrap(reducer.suites.first?.tests.first)
    XCTAssertEqual(reset.path, ["state.tags = [\"\"]"])
    // `[]` compares whatever the elements (testsb): `state.tags.isEmpty` is expected true.
    XCTAssertEqual(reset.subject, "state.tags.isEmpty")
    XCTAssertEqual(reset.expected, "true")
  }
}
