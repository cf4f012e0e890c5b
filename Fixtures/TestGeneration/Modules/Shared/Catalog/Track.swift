// The catalog module: a track whose memberwise initializer is internal to this module, so a test
// of another module builds one only through `@testable import Catalog`.
public struct Track: Equatable {
  public var title: String
  public var seconds: Int
}

public enum Quality: Equatable {
  case low
  case high
}
