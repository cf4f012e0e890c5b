/// A door whose state enum gets its `isOpen`, `isLocked` and `locked` properties from the
/// ArchgenEnumProps plugin at build time.
public enum Door {
  // archgen:enum-props
  public enum State: Equatable {
    case open
    case closed
    case locked(code: Int)
  }

  /// Whether the door can be walked through: uses the generated `isOpen`.
  public static func canPass(_ state: State) -> Bool { state.isOpen }

  /// The code that opens it, when locked: uses the generated payload property.
  public static func code(_ state: State) -> Int? { state.locked }
}
