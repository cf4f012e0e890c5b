// A payload naming a sibling type: inside `extension Dashboard.Panel.Mode`, `Edge` is not in
// scope, so the generated code writes `Dashboard.Panel.Edge`.
enum Dashboard {
  struct Panel {
    enum Edge {
      case top
      case bottom
    }

    // archgen:enum-props
    enum Mode {
      case pinned(Edge)
      case floating(origin: Edge?, Size)
      case hidden

      struct Size: Equatable {
        var width: Int
      }
    }
  }
}
