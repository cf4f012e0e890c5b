import ArchgenGraph

/// Start values a `TestStore` test sets so that the action reaches its branch: a guard's
/// conditions on the state's own fields (`state.username.isEmpty`, `state.child != nil`) and a
/// source that is a case with a payload (`destination=editor`, built with defaults).
extension StoreSuitePlanner {
  /// `state.field = value` lines meeting each condition; nil when one cannot be met (the field is
  /// not a `var` of the state, or no value of its type meets it).
  package func guardSetup(_ conditions: [(String, StateGuard.Condition)]) -> [String]? {
    let inner = ValueBuilder(catalog: builder.catalog, owner: stateName)
    var lines: [String] = []
    for (name, condition) in conditions {
      guard stateStruct?.variables.contains(name) == true, let type = fieldType(name) else {
        return nil
      }
      let bare = unwrapped(type)
      var value: String?
      switch condition {
      case .equals(let literal):
        let fits =
          literal.hasPrefix(".")
          ? builder.catalog.enumType(named: bare, near: stateName)?.enumCase(
            String(literal.dropFirst()))?.payload.isEmpty == true
          : (literal == "true" || literal == "false") == (bare == "Bool")
        value = fits ? literal : nil
      case .isNil:
        value = type.hasSuffix("?") ? "nil" : nil
      case .isNotNil:
        let built = inner.defaultValue(of: bare)
        value = type.hasSuffix("?") && !built.contains("<#") && built != "nil" ? built : nil
      case .isEmpty:
        let built = inner.defaultValue(of: type)
        value = ["\"\"", "[]", "[:]"].contains(built) ? built : nil
      case .isNotEmpty:
        value = Self.nonEmpty(type, builder: inner)
      case .compares(let op, let literal):
        value =
          ValueBuilder.numberTypes.contains(bare)
          ? StateGuard.number(op, literal, declared: stateStruct?.declaredValues[name]) : nil
      }
      guard let value else { return nil }
      lines.append("state.\(name) = \(value)")
    }
    return lines
  }

  /// The start lines meeting every condition on the state that encloses the transition's write
  /// (`EnclosingConditions`): none when there is none; nil when one cannot be met.
  package func enclosingSetup(_ transition: Transition) -> [String]? {
    guard let source,
      let conditions = EnclosingConditions.read(
        line: transition.line, in: source, stateName: "state"),
      !conditions.isEmpty
    else { return [] }
    guard let split = StateGuard.split(Guard(conditions: conditions)), split.rest == nil
    else { return nil }
    return guardSetup(split.fields)
  }

  /// `"x"` for a string, `[element]` for an array (`[T]`, `IdentifiedArrayOf<T>`) whose element
  /// builds.
  package static func nonEmpty(_ type: String, builder: ValueBuilder) -> String? {
    if type == "String" { return "\"x\"" }
    var element: String?
    if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
      element = String(type.dropFirst().dropLast())
    }
    for name in ["Array<", "IdentifiedArrayOf<"] where type.hasPrefix(name) && type.hasSuffix(">") {
      element = String(type.dropFirst(name.count).dropLast())
    }
    guard let element else { return nil }
    let built = builder.defaultValue(of: element)
    return built.contains("<#") || built == "nil" ? nil : "[\(built)]"
  }

  /// `.editor(NoteEditor.State())` for a source `destination=editor` whose case has a payload,
  /// built with defaults; nil when the case is not found or its payload cannot be built.
  package func payloadCase(of field: String, _ node: String) -> String? {
    guard let caseName = Node(node).assignment?.value, let type = fieldType(field) else {
      return nil
    }
    guard let level = actions.resolve(unwrapped(type), near: stateName, substitutions: [:]),
      let enumCase = level.type.enumCase(caseName), !enumCase.payload.isEmpty
    else { return nil }
    let built = ValueBuilder(catalog: builder.catalog, owner: level.owner).caseExpression(
      enumCase, values: [:])
    return built.contains("<#") ? nil : built
  }
}
