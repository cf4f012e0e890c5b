// The part of composable-architecture's binding API that the fixtures and `archgen tests`'
// generated tests use, written for archgen (not TCA's code): `@BindingState` fields, a
// `BindingAction` made with `.set(\.$field, value)` (`.set(\.field, value)` for a plain field)
// and matched by key path in a pattern (`case .binding(\.$query):`), `BindableAction`,
// `BindingReducer`, which applies it, and a `body` of two reducers run in order.

@propertyWrapper
public struct BindingState<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}

/// A write of one `@BindingState` field, known by its key path; two are equal when they write
/// the same field with values that print alike.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  let keyPath: PartialKeyPath<Root>
  let value: String
  let apply: (inout Root) -> Void

  public static func set<Value>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: String(describing: value)) {
      $0[keyPath: keyPath].wrappedValue = value
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.value == rhs.value
  }

  /// A write of a plain field (an `@ObservableState` feature's `\.query`).
  public static func set<Value>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self {
    Self(keyPath: keyPath, value: String(describing: value)) { $0[keyPath: keyPath] = value }
  }

  /// `case .binding(\.$query):` matches a write of that field, whatever its value.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>, action: Self
  ) -> Bool {
    action.keyPath == keyPath
  }

  /// `case .binding(\.query):`, the same for a plain field.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }
}

/// An action with a `binding(BindingAction<State>)` case.
public protocol BindableAction {
  associatedtype State
  static func binding(_ action: BindingAction<State>) -> Self
}

/// Applies the binding actions to the state.
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // The action's payload, as composable-architecture's case path would extract it.
    if let binding = Mirror(reflecting: action).children.first?.value as? BindingAction<State> {
      binding.apply(&state)
    }
    return .none
  }
}

/// Two reducers run in turn, as a `body` that lists them.
public struct CombinedReducers<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  let first: First
  let second: Second

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action>
  {
    _ = first.reduce(into: &state, action: action)
    return second.reduce(into: &state, action: action)
  }
}

extension ReducerBuilder {
  public static func buildBlock<R0: Reducer, R1: Reducer>(_ r0: R0, _ r1: R1)
    -> CombinedReducers<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    CombinedReducers(first: r0, second: r1)
  }
}
