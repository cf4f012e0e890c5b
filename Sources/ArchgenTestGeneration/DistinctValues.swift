/// Two values of one type that a test builds the same way every time and that differ: a field
/// set to what an event carries (`state.time = newTime`, `state.profile = profile`) starts from
/// the first and is sent the second, so the test sees the write whatever the type, when the type
/// compares with `==`.
package struct DistinctValues {
  package let catalog: TypeCatalog
  /// The scope the type is written in.
  package let owner: String?

  /// Foundation's value types: the value `ValueBuilder` builds and another one.
  package static let library: [String: (start: String, other: String)] = [
    "Date": ("Date(timeIntervalSince1970: 0)", "Date(timeIntervalSince1970: 1)"),
    "URL": (
      "URL(fileURLWithPath: NSTemporaryDirectory() + \"archgen-a\")",
      "URL(fileURLWithPath: NSTemporaryDirectory() + \"archgen-b\")"
    ),
    "Data": ("Data()", "Data([1])"),
  ]

  /// `(start, other)`: `start` as `ValueBuilder` builds it, `other` the same value with one
  /// settable field changed (`{ var value = Profile(); value.name = "x"; return value }()`);
  /// nil when no field can be changed to a value known to differ.
  package func pair(of type: String, depth: Int = 0) -> (start: String, other: String)? {
    let bare = type.trimmingCharacters(in: .whitespaces)
    if let pair = Self.library[bare] { return pair }
    guard depth < 2, let structType = catalog.structType(named: bare, near: owner),
      !structType.isGeneric
    else { return nil }
    let start = ValueBuilder(catalog: catalog, owner: owner).defaultValue(of: bare)
    guard !start.contains("<#"), !start.contains("UUID()") else { return nil }
    let inner = DistinctValues(catalog: catalog, owner: structType.qualifiedName)
    // Where a field starts: the value the memberwise initializer was passed, the constant an
    // initializer of its own gives it, its declared value. A field set otherwise is left.
    var passed: Set<String> = []
    if structType.initialValues == nil {
      passed = Set(structType.required.compactMap(\.label))
    }
    for name in structType.variables.sorted() where !structType.wrapped.contains(name) {
      guard let fieldType = structType.fieldTypes[name] else { continue }
      let known =
        passed.contains(name)
        ? nil : structType.initialValues?[name] ?? structType.declaredValues[name]
      guard passed.contains(name) || known != nil,
        let changed = inner.changed(fieldType, from: known, depth: depth)
      else { continue }
      // Through the memberwise initializer, the argument changed; else the built value copied
      // with the field set.
      if passed.contains(name) {
        let builder = ValueBuilder(catalog: catalog, owner: structType.qualifiedName)
        let arguments = structType.required.map { payload in
          let value =
            payload.label == name ? changed : builder.defaultValue(of: payload.type, depth: 1)
          return (payload.label.map { "\($0): " } ?? "") + value
        }
        return (start, "\(structType.qualifiedName)(\(arguments.joined(separator: ", ")))")
      }
      return (start, "{ var value = \(start); value.\(name) = \(changed); return value }()")
    }
    return nil
  }

  /// A value of a field's type other than the one it starts with: `declared` when the field
  /// has a declared value, else what `ValueBuilder` builds for the type.
  private func changed(_ type: String, from declared: String?, depth: Int) -> String? {
    let builder = ValueBuilder(catalog: catalog, owner: owner)
    let start = declared ?? builder.defaultValue(of: type)
    if let literal = StructSuitePlanner.other(than: start) { return literal }
    if let pair = Self.library[type], start == pair.start { return pair.other }
    if start == "nil", type.hasSuffix("?") {
      let built = builder.defaultValue(of: String(type.dropLast()))
      return built.contains("<#") || built.contains("UUID()") || built == "nil" ? nil : built
    }
    if ["[]", "[:]"].contains(start) {
      guard let full = builder.nonEmptyValue(of: type), !full.contains("UUID()") else {
        return nil
      }
      return full
    }
    guard let pair = pair(of: type, depth: depth + 1), pair.start == start else { return nil }
    return pair.other
  }
}
