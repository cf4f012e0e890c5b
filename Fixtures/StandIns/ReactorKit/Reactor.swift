// The part of ReactorKit's API that the fixtures and `archgen tests`' generated tests use,
// written for archgen (not ReactorKit's code): a `Reactor` class with `Action`, `Mutation`,
// `State`, an `initialState`, and `reduce(state:mutation:)`. No streams: `mutate` is left out.

public protocol Reactor: AnyObject {
  associatedtype Action
  associatedtype Mutation = Action
  associatedtype State

  var initialState: State { get }

  func reduce(state: State, mutation: Mutation) -> State
}
