import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 21: machines read by what their values mean (a state, a wrapper of one, the event seen
/// through a cast), not by the names of the forms they were first met in.
final class GraphTypeDirectedTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for machine in try GraphFixtures.analyze(fixture).machines {
      result[machine.name] = machine.transitions.map { "\($0.from) -\($0.event)-> \($0.to)" }
    }
    return result
  }

  private func edges(_ code: String) -> [String] {
    GraphFixtures.analyze(code: code).machines.flatMap(\.transitions).map {
      "\($0.from) -\($0.event)-> \($0.to)"
    }
  }

  /// SwiftState's `addRouteMapping { event, fromState, userInfo in ... }`: the state and the
  /// event in any order, `return nil` is no route.
  func testClosuresRegisteredWithAMachineAreMachines() throws {
    let found = try machines("RouteMappings.swift")
    XCTAssertEqual(
      found["DoorController"],
      [
        "closed -push-> opening", "opening -finished-> open", "open -pull-> closing",
        "closing -finished-> closed", "opening -blocked-> jammed", "closing -blocked-> jammed",
      ])
    // The eventless `addRoute(.bright => .dim)` is no edge: nothing calls `tryState`.
    XCTAssertEqual(
      found["LampController.machine"],
      [
        "off -press-> dim", "dim -press-> bright", "bright -press-> off", "off -hold-> bright",
        "* -unplug-> off",
      ])
    XCTAssertEqual(
      found["KettleController"],
      ["cold -switchOn-> heating", "heating -reachedBoil-> boiling", "* -switchOff-> cold"])
  }

  /// A resolver: one machine, helpers followed (and not machines of their own), the event read
  /// through `as?` and a helper, `Resolution(newState:)` a transition, `.from(oldState)` none.
  func testResolversGiveOneMachineWithTheirHelpersFollowed() throws {
    let found = try machines("ResolverMachines.swift")
    XCTAssertEqual(
      Set(found.keys), ["UploadState.Resolver", "SessionResolver", "TransferResolver"])
    XCTAssertEqual(
      found["TransferResolver"],
      ["sending -CancelEvent-> cancelled", "idle -now-> sending", "cancelled -now-> sending"])
    XCTAssertEqual(
      found["UploadState.Resolver"],
      [
        "* -failure-> failed", "idle -start-> preparing", "preparing -prepared-> uploading",
        "preparing -progress-> uploading", "preparing -completed-> finished",
        "uploading -prepared-> uploading", "uploading -progress-> uploading",
        "uploading -completed-> finished", "finished -reset-> idle", "failed -reset-> idle",
      ])
    XCTAssertEqual(
      found["SessionResolver"],
      [
        "signedOut -signIn-> signingIn", "signingIn -succeeded-> signedIn",
        "signedIn -signOut-> signedOut",
      ])
  }

  /// Mobius's `Next`: `.next(model...)` carries the model, `.noChange`, `.next(model)` and
  /// `.dispatchEffects` keep it; no constructor is drawn as a state.
  func testElmWrappersCarryTheNextModel() throws {
    let found = try machines("ElmUpdates.swift")
    XCTAssertEqual(
      found["PlayerLogic"],
      [
        "isPlaying=false -playTapped-> isPlaying=true", "* -pauseTapped-> isPlaying=false",
        "* -trackLoaded-> track=?",
      ])
    XCTAssertEqual(
      found["updateLoader"],
      [
        "empty -load-> loading", "failed -retry-> loading", "loading -loaded-> loaded",
        "loading -failed-> failed",
      ])
  }

  /// Handlers of any name on view models and processors; a handler returning the next state; a
  /// `let next` set in a `switch (self, action)`.
  func testActionHandlersOfViewModelsAndStates() throws {
    let found = try machines("ActionHandlers.swift")
    XCTAssertEqual(
      found["LoginProcessor"],
      [
        "* -emailChanged-> email=?", "* -loginTapped-> isLoading=true",
        "* -loginTapped-> phase=submitting", "* -loginFailed-> isLoading=false",
        "* -loginFailed-> phase=failed", "* -dismissError-> phase=editing",
      ])
    XCTAssertEqual(
      found["RoomsScreenViewModel"],
      [
        "* -select-> selectedRoom=?", "* -showInvites-> bindings.isShowingInvites=true",
        "* -closeInvites-> bindings.isShowingInvites=false",
      ])
    XCTAssertEqual(
      found["SignInScreenViewModel"],
      ["* -submit-> isLoading=true", "* -submit-> phase=signedIn", "* -reset-> phase=editing"])
    XCTAssertEqual(
      found["Elevator"],
      ["idle -call-> moving", "moving -arrived-> doorsOpen", "doorsOpen -close-> idle"])
    XCTAssertEqual(
      found["PlaybackController"],
      ["idle -play-> buffering", "buffering -ready-> playing", "* -stop-> idle"])
    XCTAssertEqual(
      found["Turnstile"],
      [
        "locked -coin-> unlocked", "unlocked -push-> locked", "* -kick-> broken",
        "broken -repair-> locked",
      ])
  }

  /// `mutate { $0... }`, `return helper(state: &state)` two calls deep, a mutating method
  /// declared nowhere (`?`), `withLock { $0 = nil }`, `removeAll { }` (`?`) against
  /// `removeAll()` (`[]`), `_ = popLast()`, both clauses of an `#if`.
  func testStateChangeForms() throws {
    let found = try machines("StateChangeForms.swift")
    XCTAssertEqual(
      found["NetworkFeature"],
      [
        "* -connect-> status=connecting", "* -connected-> status=online",
        "* -drop-> connections=?", "* -drop-> status=offline", "* -back-> stack=?",
        "* -prune-> ?", "* -logout-> token=nil", "* -rotate-> layout=compact",
        "* -rotate-> layout=regular", "* -reset-> stack=[]",
      ])
    XCTAssertEqual(
      found["SessionHolder"], ["* -signIn-> active", "* -expire-> expired", "* -signOut-> nil"])
  }

  /// A mutating method of the state declared in another file is drawn as what it sets.
  func testMutatingMethodOfTheStateInAnotherFile() {
    let reducer = """
      struct Feature {
        struct State { var connections: [Int] = []; var mode: Mode = .idle }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .prune: state.trimConnections()
          }
          return .none
        }
      }
      """
    let method = """
      extension Feature.State {
        mutating func trimConnections() { mode = .trimmed }
      }
      """
    let result = StateGraph.analyze(
      sources: [
        SourceText(path: "Feature.swift", text: reducer),
        SourceText(path: "Feature+Trim.swift", text: method),
      ], options: GraphOptions(paths: []))
    XCTAssertEqual(
      result.machines.flatMap(\.transitions).map { "\($0.from) -\($0.event)-> \($0.to)" },
      ["* -prune-> mode=trimmed"])
  }

  /// A helper reached only through another method of the resolver is followed too (two deep),
  /// and a cycle between helpers ends.
  func testHelpersAreFollowedDeepAndCycleSafe() {
    let code = """
      enum S { case a, b, c }
      struct R {
        func resolve(oldState: S, byApplying event: E) -> Resolution<S> {
          switch oldState {
          case .a: return first(event, oldState)
          default: return .from(oldState)
          }
        }
        private func first(_ event: E, _ state: S) -> Resolution<S> { second(event, state) }
        private func second(_ event: E, _ state: S) -> Resolution<S> {
          switch event {
          case .go: return .init(newState: .b)
          case .again: return first(event, state)
          default: return .from(.c)
          }
        }
      }
      """
    XCTAssertEqual(edges(code), ["a -go-> b", "a -default-> c"])
  }
}
