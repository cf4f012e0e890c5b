// The part of composable-architecture's reducer API that the fixtures and `archgen tests`'
// generated tests use, written for archgen (not TCA's code): `Reducer` with `body` or
// `reduce(into:action:)`, `Reduce`, `Effect` (`.none`, `.run`, `.send`), `ReducerOf`.
// The bodies run: a reducer is applied; the test store runs its effects (`.send`, `.run`).

public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  associatedtype Body

  func reduce(into state: inout State, action: Action) -> Effect<Action>

  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// A reducer from a closure, as in `Reduce { state, action in ... }`.
public struct Reduce<State, Action>: Reducer {
  let reducer: (inout State, Action) -> Effect<Action>

  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    reducer = reduce
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducer(&state, action)
  }
}

@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildBlock<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }
}

/// What a reducer returns besides the new state; the test store runs it.
public struct Effect<Action> {
  enum Operation {
    case none
    case run(@Sendable (Send<Action>) async throws -> Void)
    case send(Action)
  }

  let operation: Operation

  public static var none: Self { Self(operation: .none) }

  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void
  ) -> Self {
    Self(operation: .run(operation))
  }

  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }
}

/// Sends actions back into the system from an effect.
public struct Send<Action>: Sendable {
  let send: @Sendable (Action) -> Void

  public func callAsFunction(_ action: Action) async { send(action) }
}

/// The action of a presented child feature: dismissed, or one of its own.
public enum PresentationAction<Action> {
  case dismiss
  case presented(Action)
}
