/// A node of a struct-state machine read as `field=value`: `mode=idle`, `rows[].mode=playing`,
/// `[]=nil` (an element of a dictionary state). Any other node (an enum case, `?`, `[]`) is a
/// value of the whole state, whose field is `self`.
package struct FieldValue: Hashable {
  /// The pseudo-field of a value given to the whole state at once.
  package static let wholeState = "self"

  package var field: String
  package var value: String

  package init(field: String, value: String) {
    self.field = field
    self.value = value
  }

  /// Splits a node at its first `=` when what comes before it is a field path (names, `.`, `[]`).
  package init(_ node: String) {
    if let equals = node.firstIndex(of: "="), Self.isFieldPath(node[..<equals]) {
      field = String(node[..<equals])
      value = String(node[node.index(after: equals)...])
    } else {
      field = Self.wholeState
      value = node
    }
  }

  /// Whether the node names a field of the state (not the whole state).
  package var isField: Bool { field != Self.wholeState }

  /// `field=value`, the name the machine's states and JSON use.
  package var node: String { isField ? "\(field)=\(value)" : value }

  private static func isFieldPath(_ text: Substring) -> Bool {
    !text.isEmpty
      && text.allSatisfy { $0.isLetter || $0.isNumber || "_.[]$".contains($0) }
  }
}
