// Cases inside `#if` blocks: each property goes in the same clause.
// archgen:enum-props
enum Platform {
  case common
  #if os(Linux)
    case linux(kernel: String)
  #elseif os(macOS)
    case mac
  #else
    case other
  #endif
  #if DEBUG
    case debugOnly
  #endif
}

#if DEBUG
  // An enum declared inside `#if`: its extension goes in the same `#if`.
  struct DebugPanel {
    #if os(Linux) || os(macOS)
      // archgen:enum-props
      enum Overlay {
        case grid(spacing: Int)
        case none
      }
    #endif
  }
#endif
