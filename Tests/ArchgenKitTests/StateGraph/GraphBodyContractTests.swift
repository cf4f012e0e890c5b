import ArchgenKit
import ArchgenTestSupport
import XCTest

/// A composable-architecture `body` that runs a reducer written elsewhere: its bindings and
/// dismissals belong to that reducer's machine, also when the body is in another file.
final class GraphBodyContractTests: XCTestCase {
  private static let interface = """
    import ComposableArchitecture

    @Reducer
    public struct ProfileFeature {
      private let reducer: Reduce<State, Action>

      public init(reducer: Reduce<State, Action>) {
        self.reducer = reducer
      }

      @ObservableState
      public struct State {
        var name = ""
        var isDeleting = false
        @Presents var alert: AlertState<Action.Alert>?
      }

      public enum Action: BindableAction {
        case binding(BindingAction<State>)
        case deleteTapped
        case alert(PresentationAction<Alert>)
        public enum Alert { case confirm }
      }

      public var body: some ReducerOf<Self> {
        BindingReducer()
        reducer
          .ifLet(\\.$alert, action: \\.alert)
      }
    }
    """

  private static let implementation = """
    import ComposableArchitecture

    extension ProfileFeature {
      public init() {
        let reducer = Reduce<State, Action> { state, action in
          switch action {
          case .deleteTapped:
            state.isDeleting = true
            return .none
          case .binding, .alert:
            return .none
          }
        }
        self.init(reducer: reducer)
      }
    }
    """

  private func edges(_ sources: [SourceText]) -> [String] {
    let result = StateGraph.analyze(
      sources: sources, options: GraphOptions(paths: [], functions: [], strict: false))
    return result.machines.flatMap { machine in
      machine.transitions.map { "\(machine.name) \($0.from) -\($0.event)-> \($0.to) @\($0.line)" }
    }
  }

  func testTheBodyInAnotherFileAddsItsBindingAndDismissalToTheReducer() {
    let found = edges([
      SourceText(path: "ProfileFeature.swift", text: Self.implementation),
      SourceText(path: "ProfileFeatureInterface.swift", text: Self.interface),
    ])
    // Drawn at the reducer's line: the body is in another file.
    XCTAssertEqual(
      found,
      [
        "ProfileFeature * -deleteTapped-> isDeleting=true @8",
        "ProfileFeature * -binding-> ? @5",
        "ProfileFeature * -alert.dismiss-> alert=nil @5",
      ])
  }

  func testWithoutTheBodyOnlyTheClosureIsRead() {
    let found = edges([SourceText(path: "ProfileFeature.swift", text: Self.implementation)])
    XCTAssertEqual(found, ["ProfileFeature * -deleteTapped-> isDeleting=true @8"])
  }
}
