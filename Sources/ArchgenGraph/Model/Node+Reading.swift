/// What consumers ask of a node.
extension Node {
  /// The field's path, nil for a value of the whole state.
  package var fieldPath: String? {
    if case .field(let path, _) = self { return path }
    return nil
  }

  /// Whether the node names a field of the state (not the whole state).
  package var isField: Bool { fieldPath != nil }

  /// The value: a field's value, or the node itself for the whole state.
  package var value: Node {
    if case .field(_, let value) = self { return value }
    return self
  }

  /// The first name of a field's path (`editor` of `editor.lines[]=?`), or the whole text of a
  /// value of the whole state: what a test sets.
  package var root: String {
    guard let path = fieldPath else { return text }
    return String(path.prefix { $0 != "." })
  }

  /// The declared case's name of a value of the whole state, nil otherwise.
  package var caseName: String? {
    if case .case(let name, _) = self { return name }
    return nil
  }

  /// Whether the node or its value is `*`.
  package var isAny: Bool { self == .any }
  /// Whether the node or its value is `?`: a field that takes some value (`count=?`) or the
  /// whole state's unknown target.
  package var valueIsUnknown: Bool { value == .unknown }
  /// `[*]`.
  package var isStart: Bool { self == .pseudo(.start) }

  /// The method call's summary key of a placeholder, nil for any other node.
  package var methodCall: String? {
    if case .pseudo(.methodCall(let key)) = self { return key }
    return nil
  }

  /// The same node with a declared case's payload, when `payloads` has the name.
  package func withPayload(_ payloads: [String: String]) -> Node {
    guard case .case(let name, _) = self, let payload = payloads[name] else { return self }
    return .case(name: name, payload: payload)
  }
}

/// The reading `MachineFilter`, `StrictAnalysis` and the test planners had before this model:
/// any `=` marks a field, whatever comes before it. It differs from `Node(_:)` only for a node
/// whose text before its first `=` is no field path (`?=x`, `a(b)=c`), which no machine of the
/// fixtures or the labelled corpus has; it is kept so that their output stays as it was.
extension Node {
  /// Whether the node has an `=`: a field, or a value that writes one.
  package var assigns: Bool {
    isField || text.contains("=")
  }

  /// The text after the node's first `=`, or the whole text without one (an empty side is
  /// dropped, as `split` does: `a=` reads `a`).
  package var assignedValue: String {
    let text = self.text
    return text.split(separator: "=", maxSplits: 1).last.map(String.init) ?? text
  }

  /// The value after the node's first `=` read as a node (never a field): `.case` when it starts
  /// with a letter or `_`.
  package var assignedValueNode: Node { Node(value: assignedValue) }

  /// The last name of `assignedPath` (`alertInfo` of `bindings.alertInfo=?`), "" when the path
  /// has none, nil without an `=`.
  package var assignedFieldName: String? {
    assignedPath.map { $0.split(separator: ".").last.map(String.init) ?? "" }
  }

  /// The text before the node's first `=`, nil without one.
  package var assignedPath: String? { assignment?.path }

  /// The node split at its first `=`: what is set and the text it is set to; nil without one.
  package var assignment: (path: String, value: String)? {
    if case .field(let path, let value) = self { return (path, value.text) }
    let text = self.text
    guard let equals = text.firstIndex(of: "=") else { return nil }
    return (String(text[..<equals]), String(text[text.index(after: equals)...]))
  }

  /// The first name of `assignedPath` (`contact` of `contact.name=?`), nil without an `=`.
  package var assignedRoot: String? {
    assignedPath.map { path in path.split(separator: ".").first.map(String.init) ?? path }
  }

  /// The node's text up to its first `=` or `.`: the field a test reads (`editor` of
  /// `editor.draft=?`), or a whole value's name.
  package var leadingName: String {
    String(text.prefix { $0 != "=" && $0 != "." })
  }

  /// What is set to `?` (`count` of `count=?`), nil for a node that ends otherwise.
  package var pathSetToUnknown: String? {
    let text = self.text
    return text.hasSuffix("=?") ? String(text.dropLast(2)) : nil
  }
}

extension Node {
  /// Whether a case pattern on `self` also matches `other`: any state, the same one, or a case
  /// whose nested cases include it (`child` covers `child.loaded`).
  package func covers(_ other: Node) -> Bool {
    self == .any || self == other || other.text.hasPrefix(text + ".")
  }
}
