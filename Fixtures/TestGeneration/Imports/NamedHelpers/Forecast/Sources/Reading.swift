// A value of the forecast module; its memberwise initializer is internal to that module.
public struct Reading: Equatable {
  public var celsius: Int
  public var station: String
}
