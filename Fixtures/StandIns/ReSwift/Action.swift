// The part of ReSwift's API that the fixtures and `archgen tests`' generated tests use, written
// for archgen (not ReSwift's code): actions are values of any type that adopts `Action`, and a
// reducer takes the action and the state, which is nil before the first action.

public protocol Action {}

public typealias Reducer<ReducerStateType> =
  (_ action: Action, _ state: ReducerStateType?) -> ReducerStateType

/// The marker protocol an app's state adopts.
public protocol StateType {}
