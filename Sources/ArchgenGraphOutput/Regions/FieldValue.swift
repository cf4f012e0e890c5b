import ArchgenGraph

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

  /// A node as the model reads it: a field's path and value, or a value of the whole state.
  package init(_ node: Node) {
    if let path = node.fieldPath {
      field = path
      value = node.value.text
    } else {
      field = Self.wholeState
      value = node.text
    }
  }

  /// Whether the node names a field of the state (not the whole state).
  package var isField: Bool { field != Self.wholeState }

  /// `field=value`, the name the machine's states and JSON use.
  package var node: String {
    isField ? Node.field(path: field, value: Node(value: value)).text : value
  }
}
