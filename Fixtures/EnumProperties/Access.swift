// Generated members take the enum's access level; private enums are skipped.
// archgen:enum-props
public enum PublicMode {
  case on(Int)
  case off
}

// archgen:enum-props
package enum PackageMode {
  case on
  case off
}

// archgen:enum-props
enum InternalMode {
  case on
}

public struct AccessHost {
  // archgen:enum-props
  public enum Inner {
    case value(String)
  }
}

struct InternalHost {
  // Public, but inside an internal type: internal.
  // archgen:enum-props
  public enum Inner {
    case value(String)
  }
}

// archgen:enum-props
fileprivate enum FilePrivateMode {
  case on
}

struct PrivateHost {
  // archgen:enum-props
  private enum Hidden {
    case on
  }
}

// Not marked: no properties.
enum UnmarkedMode {
  case on(Int)
}
