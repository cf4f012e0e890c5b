import ComposableArchitecture

// A composable-architecture feature of the 0.4x style: its body hands a method to `Reduce`, and
// the method is tested as a plain reducer function. Its state holds the framework's alert, which
// no file of the app declares: the test file imports the framework the reducer's file imports
// (`AlertState`, `TextState`), as the app module does not re-export it.
public struct Notice: Reducer {
  public struct State: Equatable {
    var message = ""
    var alert: AlertState<Action>?

    public init() {}
  }

  public enum Action: Equatable {
    case posted(String)
    case alertDismissed
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce(core)
  }

  func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .posted(let message):
      state.message = message
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    }
  }
}
