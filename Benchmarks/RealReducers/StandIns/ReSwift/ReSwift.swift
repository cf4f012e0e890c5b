// A stand-in for ReSwift's `Action` marker protocol (archgen's real-reducer benchmark, not
// ReSwift's code): the copied reducers take `Action` and match their own types with `as?`.
public protocol Action {}

/// ReSwift's marker protocol for an app's state.
public protocol StateType {}
