import ArchgenKit
import XCTest

/// One small source per rule of SPEC §4 "What a transition is".
final class GraphFinderTests: XCTestCase {
  private func edges(_ code: String, functions: [String] = []) -> [String] {
    GraphFixtures.analyze(code: code, functions: functions).machines.flatMap(\.transitions).map {
      "\($0.from) -\($0.event)\($0.guardText.map { "[\($0)]" } ?? "")-> \($0.to)"
        + ($0.effect.map { " / \($0)" } ?? "")
    }
  }

  func testDefaultBranchThatChangesStateHasEventDefault() {
    let code = """
      func reduce(state: S, event: E) -> S {
        switch event {
        case .start: return .running
        default: return .idle
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -start-> running", "* -default-> idle"])
  }

  func testUnchangedStateGivesNoTransitionButSameCaseIsASelfLoop() {
    let code = """
      func reduce(state: inout S, action: A) {
        switch (state, action) {
        case (.idle, .noop): break
        case (.idle, .keep): state = state
        case (.idle, .again): state = .idle
        }
      }
      """
    XCTAssertEqual(edges(code), ["idle -again-> idle"])
  }

  func testEventWildcardAndStateBindingAreAny() {
    let code = """
      func reduce(state: S, event: E) -> S {
        switch (state, event) {
        case (let s, .reset): return .idle
        case (.idle, _): return .busy
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -reset-> idle", "idle -*-> busy"])
  }

  // Issue 11: a literal payload stays in the event label (`biometricResult(true)`).
  func testLiteralPayloadStaysInTheLabelAndNestedCasesJoinWithDots() {
    let code = """
      func reduce(state: inout S, message: M) {
        switch message {
        case .biometricResult(true): state = .unlocked
        case .action(.authenticate(let c)): state = .authenticating(c)
        }
      }
      """
    XCTAssertEqual(
      edges(code),
      ["* -biometricResult(true)-> unlocked", "* -action.authenticate-> authenticating"])
  }

  func testReturnTypeStateAndQualifiedCase() {
    let code = """
      extension Feed.State {
        static func reduce(state: Feed.State, event: Feed.Event) -> Feed.State {
          switch event {
          case .load: return Feed.State.loading
          case .fail: return nil
          }
        }
      }
      """
    let machines = GraphFixtures.analyze(code: code).machines
    XCTAssertEqual(machines.map(\.name), ["Feed"])
    // `return nil` where the return type is not written optional: the state is optional (an
    // alias such as `typealias State = Mode?`), so `nil` is one of its values.
    XCTAssertEqual(edges(code), ["* -load-> loading", "* -fail-> nil"])
  }

  func testUnknownValueIsQuestionMark() {
    let code = """
      func reduce(state: inout S, event: E) {
        switch event {
        case .restore(let saved): state = saved
        case .reset: state = .idle
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -restore-> ?", "* -reset-> idle"])
  }

  func testStructFieldsGiveFieldEqualsValueTargets() {
    let code = """
      func reduce(state: inout AppState, action: AppAction) {
        switch action {
        case .start:
          state.session.user = .loading
          state.isBusy = true
          state.items = []
          state.error = nil
          state.title = title
        }
      }
      """
    XCTAssertEqual(
      edges(code),
      [
        "* -start-> session.user=loading", "* -start-> isBusy=true", "* -start-> items=[]",
        "* -start-> error=nil", "* -start-> title=?",
      ])
  }

  func testClosureArgumentNamedReduce() {
    let code = """
      let system = Feedback.system(
        initial: .idle,
        reduce: { s, e in
          switch e {
          case .go: return .moving
          }
        })
      """
    XCTAssertEqual(edges(code), ["* -go-> moving"])
  }

  func testTypedParametersWithOtherNames() {
    let code = """
      func next(_ light: TrafficLightState, _ tick: TimerEvent) -> TrafficLightState {
        switch (light, tick) {
        case (.red, .elapsed): return .green
        }
      }
      """
    XCTAssertEqual(edges(code), ["red -elapsed-> green"])
  }

  func testConfiguredFunctionNameTakesParametersByPosition() {
    let code = """
      func step(_ a: Mode, _ b: Input) -> Mode {
        switch (a, b) {
        case (.off, .press): return .on
        }
      }
      """
    XCTAssertEqual(edges(code), [])
    XCTAssertEqual(edges(code, functions: ["step"]), ["off -press-> on"])
  }

  // Issue 11: calls are followed a few levels deep, never into a method already on the path.
  func testSameTypeMethodsAreFollowedSomeLevelsDeepAndRecordedAsEffect() {
    let code = """
      final class Store {
        private let relay = BehaviorRelay<State>(value: .idle)
        var state: State { relay.value }
        func dispatch(_ action: Action) {
          switch (state, action) {
          case (.idle, .load): load()
          default: break
          }
        }
        private func load() {
          relay.accept(.loading)
          helper()
        }
        private func helper() {
          relay.accept(.never)
          load()
        }
      }
      """
    XCTAssertEqual(
      edges(code), ["idle -load-> loading / load()", "loading -load-> never / load()"])
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines.first?.initial, "idle")
  }

  func testStoredStateAssignedDirectly() {
    let code = """
      final class Lamp {
        @Published var state: LampState = .off
        func handle(_ event: LampEvent) {
          switch event {
          case .flip: state = state == .off ? .on : .off
          }
        }
      }
      """
    XCTAssertEqual(
      edges(code), ["off -flip[state == .off]-> on", "* -flip[!(state == .off)]-> off"])
  }

  func testUIKitHandlerWithoutStateIsNotAMachine() {
    let code = """
      final class VC: UIViewController {
        func handle(_ action: Action) {
          switch action {
          case .tap: title = "tapped"
          }
        }
      }
      """
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines, [])
  }

  func testFunctionWithoutSwitchIsNotAMachine() {
    let code = "func render(state: State, action: Action) { print(state, action) }"
    let result = GraphFixtures.analyze(code: code)
    XCTAssertEqual(result.machines, [])
    XCTAssertEqual(
      result.diagnostics.map(\.description), ["warning: no reducers found in the given paths"])
  }

  func testIfConfigCasesAreRead() {
    let code = """
      func reduce(state: S, event: E) -> S {
        switch event {
        case .a: return .x
        #if DEBUG
        case .debug: return .inspecting
        #endif
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -a-> x", "* -debug-> inspecting"])
  }

  func testNestedPayloadSwitchJoinsEventNames() {
    let code = """
      func reduce(state: inout S, event: E) {
        switch event {
        case .action(let action):
          switch action {
          case .open: state = .opened
          }
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -action.open-> opened"])
  }

  func testInitialFromInitialStateArgument() {
    let code = """
      enum Door { case open, closed }
      final class Model {
        let store = Store(initialState: .closed, reducer: Model.reduce)
        static func reduce(state: Door, event: DoorEvent) -> Door {
          switch event { case .push: return .open }
        }
      }
      """
    let machine = GraphFixtures.analyze(code: code).machines.first
    XCTAssertEqual(machine?.initial, "closed")
    XCTAssertEqual(machine?.states.map(\.name), ["open", "closed"])
    XCTAssertEqual(machine?.states.map(\.reached), [true, true])
  }

  func testScaffoldedStoreWithNoTransitionsYetIsNotReported() {
    let code = """
      final class ProfileStore {
        var currentState: State { _state.value }
        private let _state = BehaviorRelay<State>(value: .initial)
        func dispatch(_ action: Action) {
          switch (currentState, action) {
          default: break
          }
        }
      }
      extension ProfileStore {
        enum State { case idle, loading }
        enum Action { case load }
      }
      extension ProfileStore.State {
        static let initial = ProfileStore.State.idle
      }
      """
    // Issue 11: a machine with no transition is not drawn.
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines, [])
  }

  func testStatesAndInitialComeFromAnotherFile() {
    let state = SourceText(
      path: "State.swift",
      text: """
        extension Radio {
          enum State {
            case off, scanning, tuned
            #if DEBUG
            case diagnostics
            #endif
          }
        }
        extension Radio.State { static let initial = Radio.State.off }
        """)
    let reducer = SourceText(
      path: "Reducer.swift",
      text: """
        extension Radio {
          static func reduce(state: inout State, event: Event) {
            switch event {
            case .scan: state = .scanning
            }
          }
        }
        """)
    let result = StateGraph.analyze(sources: [state, reducer], options: GraphOptions(paths: []))
    let machine = result.machines.first
    XCTAssertEqual(machine?.file, "Reducer.swift")
    XCTAssertEqual(machine?.initial, "off")
    XCTAssertEqual(machine?.states.map(\.name), ["off", "scanning", "tuned", "diagnostics"])
    XCTAssertEqual(machine?.states.map(\.reached), [true, true, false, false])
  }

  func testInitialFromAStoredPropertyDefault() {
    let code = """
      final class Downloader {
        enum State { case idle, running, done }
        enum Event { case start, finish }
        private(set) var state: State = .idle
        static func reduce(state: inout State, event: Event) {
          switch event {
          case .start: state = .running
          case .finish: state = .done
          }
        }
      }
      """
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines.first?.initial, "idle")
  }
}
