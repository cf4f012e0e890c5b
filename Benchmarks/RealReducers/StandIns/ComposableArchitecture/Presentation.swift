// Added to the copy of Fixtures/StandIns/ComposableArchitecture for the real TCA features
// (archgen's real-reducer benchmark, not TCA's code): TCA 1.0's presentation API
// (`@PresentationState`, `.ifLet(\.$child, action: /Action.child)` with or without a child
// reducer, case paths written `/Action.case`), `TaskResult`, `.run { } catch: { }`,
// `withTaskCancellation` and `AlertState(title:message:)`. The child reducer of `ifLet` runs on
// the child's actions while the child is presented, and a `.dismiss` clears it, as in TCA.

@propertyWrapper
public struct PresentationState<State> {
  public var wrappedValue: State?

  public init(wrappedValue: State?) { self.wrappedValue = wrappedValue }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationAction: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.dismiss, .dismiss): return true
    case let (.presented(left), .presented(right)): return left == right
    default: return false
    }
  }
}

// `AnyCasePath` and `/Action.case` are the Fixtures stand-in's (IfLet.swift).

public struct IfLetPresentation<Parent: Reducer, ChildState, ChildAction>: Reducer {
  let parent: Parent
  let toState: WritableKeyPath<Parent.State, PresentationState<ChildState>>
  let toAction: AnyCasePath<Parent.Action, PresentationAction<ChildAction>>
  let child: ((inout ChildState, ChildAction) -> Effect<ChildAction>)?

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    if let presentation = toAction.extract(action) {
      switch presentation {
      case .dismiss:
        let effect = parent.reduce(into: &state, action: action)
        state[keyPath: toState].wrappedValue = nil
        return effect
      case .presented(let childAction):
        if var childState = state[keyPath: toState].wrappedValue, let child {
          _ = child(&childState, childAction)
          state[keyPath: toState].wrappedValue = childState
        }
      }
    }
    return parent.reduce(into: &state, action: action)
  }
}

extension Reducer {
  public func ifLet<ChildState, ChildAction>(
    _ toState: WritableKeyPath<State, PresentationState<ChildState>>,
    action toAction: AnyCasePath<Action, PresentationAction<ChildAction>>
  ) -> IfLetPresentation<Self, ChildState, ChildAction> {
    IfLetPresentation(parent: self, toState: toState, toAction: toAction, child: nil)
  }

  public func ifLet<Child: Reducer>(
    _ toState: WritableKeyPath<State, PresentationState<Child.State>>,
    action toAction: AnyCasePath<Action, PresentationAction<Child.Action>>,
    destination: () -> Child
  ) -> IfLetPresentation<Self, Child.State, Child.Action> {
    let child = destination()
    return IfLetPresentation(
      parent: self, toState: toState, toAction: toAction,
      child: { state, action in child.reduce(into: &state, action: action) })
  }
}

/// TCA's `TaskResult`: equatable on success values; failures are equal when their errors are
/// of the same type and equal as `NSError`s would be (here: the same description).
public enum TaskResult<Success: Sendable>: Sendable {
  case success(Success)
  case failure(any Error)

  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(left), .success(right)):
      return left == right
    case let (.failure(left), .failure(right)):
      return type(of: left) == type(of: right) && "\(left)" == "\(right)"
    default:
      return false
    }
  }
}

extension Effect {
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?
  ) -> Self {
    .run(priority: priority) { send in
      do {
        try await operation(send)
      } catch {
        await handler?(error, send)
      }
    }
  }
}

public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable, cancelInFlight: Bool = false,
  operation: @Sendable @escaping () async throws -> T
) async rethrows -> T {
  try await operation()
}

extension AlertState {
  /// TCA 1.0's (deprecated) form without closures.
  public init(title: TextState, message: TextState? = nil) {
    self.init(title: { title })
  }
}
