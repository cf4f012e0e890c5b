// A stand-in for ReactorKit's `Reactor` protocol (archgen's real-reducer benchmark, not
// ReactorKit's code): the associated types, `initialState`, `mutate`, `reduce`, `transform`,
// and `currentState`/`state` as ReactorKit's extensions provide them.
@_exported import RxSwift

public protocol Reactor: AnyObject {
  associatedtype Action
  associatedtype Mutation = Action
  associatedtype State

  var initialState: State { get }
  func transform(action: Observable<Action>) -> Observable<Action>
  func mutate(action: Action) -> Observable<Mutation>
  func reduce(state: State, mutation: Mutation) -> State
}

extension Reactor {
  public var currentState: State { initialState }
  public var state: Observable<State> { Observable() }
  public func transform(action: Observable<Action>) -> Observable<Action> { action }
}

extension Reactor where Action == Mutation {
  /// ReactorKit's default for a reactor without a Mutation type: each action is its mutation.
  public func mutate(action: Action) -> Observable<Mutation> { .just(action) }
}

/// ReactorKit's `@Pulse`: a value the view observes each time it is set; here only its value.
@propertyWrapper
public struct Pulse<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}
