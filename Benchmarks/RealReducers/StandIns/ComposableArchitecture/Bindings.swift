// Added to the copy of Fixtures/StandIns/ComposableArchitecture for the real TCA features
// (archgen's real-reducer benchmark, not TCA's code): bindable actions, `BindingReducer` (which
// the features put before their `Reduce`; here it changes nothing, as no test sends a binding),
// and a `body` of two reducers run in order.
public protocol BindableAction {
  associatedtype State
  static func binding(_ action: BindingAction<State>) -> Self
}

public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  let name: String

  public init(name: String) { self.name = name }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}

public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Two reducers of one `body`, run in order on the same state.
public struct ReducerSequence<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  let first: First
  let second: Second

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    _ = first.reduce(into: &state, action: action)
    return second.reduce(into: &state, action: action)
  }
}

extension ReducerBuilder {
  public static func buildBlock<R0: Reducer, R1: Reducer>(_ r0: R0, _ r1: R1)
    -> ReducerSequence<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    ReducerSequence(first: r0, second: r1)
  }
}
