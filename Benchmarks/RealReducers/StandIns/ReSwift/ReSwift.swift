// A stand-in for ReSwift's `Action` marker protocol (archgen's real-reducer benchmark, not
// ReSwift's code): the copied reducers take `Action` and match their own types with `as?`.
public protocol Action {}
