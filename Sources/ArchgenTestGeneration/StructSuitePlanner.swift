import ArchgenCore
import ArchgenGraph

/// Tests for a struct state changed field by field: start from `State()`, set the fields the
/// source and the guard name, apply the event, compare the target field.
package struct StructSuitePlanner {
  package let machine: StateMachine
  package let convention: ReducerConvention
  package let stateStruct: TypeCatalog.StructType
  package let events: SuitePlanner
  /// The reducer's file, where a `field=?` line is read for what a test can still tell.
  package var source: ParsedSource? = nil

  package func suite() -> GeneratedSuite {
    var tests: [GeneratedTest] = []
    var skipped: [GeneratedSuite.Skipped] = []
    var names: [String: Int] = [:]
    for transition in machine.transitions {
      let target = transition.toNode.leadingName
      // A field a test cannot read (`private var isExpanded`) is never asserted.
      let planned: Result<GeneratedTest, TestSkip> =
        stateStruct.unreadable.contains(target)
        ? .failure(.privateField) : test(for: transition)
      switch planned {
      case .success(var test):
        let count = names[test.name, default: 0] + 1
        names[test.name] = count
        test.name = TestName.numbered(test.name, count)
        tests.append(test)
      case .failure(let reason):
        skipped.append(
          .init(
            transition: "\(transition.from) --\(transition.label)--> \(transition.to)",
            line: transition.line, reason: reason))
      }
    }
    return GeneratedSuite(
      machine: machine.name, function: machine.function, file: machine.file,
      stateType: stateStruct.qualifiedName, tests: tests, skipped: skipped)
  }

  /// `field` and `value` of `field=value` when the value is a literal a test can compare or a
  /// case without a payload of the field's enum type (`.editing`).
  private func field(_ node: String) -> (name: String, value: String)? {
    guard let (name, value) = Node(node).assignment else { return nil }
    let literal =
      value == "nil" || value == "true" || value == "false" || Double(value) != nil
      || (value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2)
      || Self.emptyCollections.contains(value)
    if literal { return (name, value) }
    if let enumType = fieldEnum(name),
      let enumCase = enumType.enumCase(value.hasPrefix(".") ? String(value.dropFirst()) : value),
      enumCase.payload.isEmpty
    {
      return (name, ".\(enumCase.name)")
    }
    return nil
  }

  /// The enum type of a field, when the state declares its type and the files declare the enum.
  private func fieldEnum(_ name: String) -> TypeCatalog.EnumType? {
    guard var type = fieldType(name) else { return nil }
    if type.hasSuffix("?") { type.removeLast() }
    return events.builder.catalog.enumType(named: type, near: stateStruct.qualifiedName)
  }

  /// Another value of the field's type than `value`, so that the test sees the change.
  private func other(than value: String, field name: String) -> String? {
    if let literal = Self.other(than: value) { return literal }
    if Self.emptyCollections.contains(value), let type = fieldType(name) {
      // `list = []`: from one built element.
      let inner = ValueBuilder(catalog: events.builder.catalog, owner: stateStruct.qualifiedName)
      return events.builder.nonEmptyValue(of: FieldDerivation.unwrapped(type))
        ?? StoreSuitePlanner.nonEmpty(type, builder: inner)
    }
    if value == "nil", var type = fieldType(name), type.hasSuffix("?") {
      type.removeLast()
      let built = events.builder.defaultValue(of: type)
      return built.contains("<#") ? nil : built
    }
    guard value.hasPrefix("."), let enumType = fieldEnum(name) else { return nil }
    return enumType.cases.first { $0.payload.isEmpty && ".\($0.name)" != value }.map {
      ".\($0.name)"
    }
  }

  /// `[]` and `[:]`: a target compared through `isEmpty`, whatever its elements.
  package static let emptyCollections: Set<String> = ["[]", "[:]"]

  /// The declared type of a field or of a field's field (`child.flag`).
  private func fieldType(_ name: String) -> String? {
    FieldDerivation.fieldType(name, of: stateStruct, catalog: events.builder.catalog)
  }

  /// Whether a test can set the field, or the field's field (`child.flag`) when each step is a
  /// `var` of a struct the files declare.
  private func settable(_ name: String) -> Bool {
    guard name.contains(".") else { return stateStruct.variables.contains(name) }
    let root = String(name.prefix { $0 != "." })
    return stateStruct.variables.contains(root) && fieldType(name) != nil
  }

  /// A literal of the same type as `value` and different from it; nil for `nil`.
  package static func other(than value: String) -> String? {
    if value == "true" { return "false" }
    if value == "false" { return "true" }
    if let number = Int(value) { return String(number + 1) }
    if let number = Double(value) { return String(number + 1) }
    if value.hasPrefix("\"") { return value == "\"x\"" ? "\"y\"" : "\"x\"" }
    return nil
  }

  private func test(for transition: Transition) -> Result<GeneratedTest, TestSkip> {
    // Why a `field=?` write gets no test, where the field is one a test sets and one event sets
    // it (`UnknownWrite`).
    var unknown: TestSkip =
      transition.toNode.pathSetToUnknown != nil ? .unknownTarget : .fieldTarget
    if let name = transition.toNode.pathSetToUnknown,
      stateStruct.variables.contains(String(name.prefix { $0 != "." })),
      EventLabel.parts(transition.event)?.count == 1
    {
      unknown = UnknownWrite.reason(field: name, line: transition.line, in: source)
    }
    let awaited: AwaitedWrite.Awaited?
    switch AwaitedWrite.check(line: transition.line, in: source, convention: convention) {
    case .success(let found): awaited = found
    case .failure(let reason): return .failure(reason)
    }
    // Waiting for a field's write in a task no test can reach is not done yet.
    if case .polled = awaited?.route { return .failure(.unawaitedTask) }
    var derived: FieldDerivation.Derived?
    let target: (name: String, value: String)
    if let named = field(transition.to) {
      target = named
    } else if let (name, found) = derivedTarget(transition) {
      target = (name, found.expected)
      derived = found
    } else {
      return .failure(unknown)
    }
    var setup: [String] = []
    if !transition.fromNode.isAny {
      guard let source = field(transition.from), stateStruct.variables.contains(source.name)
      else { return .failure(.fieldTarget) }
      setup.append("state.\(source.name) = \(source.value)")
    }
    var atoms: [GuardSolver.Atom] = []
    if let condition = transition.guardCondition {
      // Conditions on the state's own fields are met by the start, the rest by the event.
      var rest: String? = condition.text
      if let split = StateGuard.split(condition), !split.fields.isEmpty { rest = split.rest }
      if let rest {
        guard let read = GuardSolver.atoms(Guard(rest)) else { return .failure(.guardUnmet) }
        atoms = read
      }
    }
    for atom in atoms {
      let name = atom.name.split(separator: ".").last.map(String.init) ?? atom.name
      guard stateStruct.variables.contains(name) else { continue }
      guard atom.op == "==" else { return .failure(.guardUnmet) }
      setup.append("state.\(name) = \(atom.literal)")
    }
    // Every condition on the state around the write, not only the one graph kept.
    guard let conditions = conditionSetup(transition) else { return .failure(.guardUnmet) }
    for line in conditions {
      let prefix = StoreSuitePlanner.prefix(line)
      if let other = setup.first(where: { $0.hasPrefix(prefix) }) {
        guard other == line else { return .failure(.guardUnmet) }
      } else {
        setup.append(line)
      }
    }
    let fieldNames = stateStruct.variables
    let eventAtoms = atoms.filter { !fieldNames.contains($0.name) }
    let startsSet = setup.contains { $0.hasPrefix("state.\(target.name) = ") }
    if let derived {
      // `field=?` read from the line: the field starts from a value that differs from the one
      // expected, unless the source or the guard already sets it.
      guard !setup.contains("state.\(target.name) = \(derived.expected)"),
        derived.values.isEmpty || eventAtoms.isEmpty
      else { return .failure(.unknownTarget) }
      if !startsSet { setup.insert("state.\(target.name) = \(derived.start)", at: 0) }
      if let binding = derived.binding { setup.insert(binding, at: 0) }
    } else if setup.contains("state.\(target.name) = \(target.value)") {
      // A condition holds the field at the target already: the test could not see the write.
      return .failure(.targetIsStart)
    } else if !startsSet, settable(target.name),
      let other = other(than: target.value, field: target.name)
    {
      // Start the target field (or a field's field) elsewhere, so that the test sees the change.
      setup.insert("state.\(target.name) = \(other)", at: 0)
    }
    if derived == nil, !setup.contains(where: { $0.hasPrefix("state.\(target.name) = ") }) {
      // An empty collection expected where the test could not start from a full one says nothing.
      if Self.emptyCollections.contains(target.value) { return .failure(.targetIsStart) }
      // No other value to start from (`nil` of a type archgen cannot build, a `private(set)`
      // field): the field starts at its declared value, which must be known and differ, or the
      // test would pass with the write deleted.
      guard let declared = declaredStart(target.name), declared != target.value,
        Self.other(than: declared) != nil || declared == "nil"
      else { return .failure(.targetIsStart) }
    }
    guard
      let event = events.eventExpression(
        transition.event, atoms: eventAtoms, values: derived?.values ?? [:])
    else {
      return .failure(.unknownEvent)
    }
    // A case of an enum that is not Equatable is matched with `guard case`.
    let equatable = !target.value.hasPrefix(".") || fieldEnum(target.name)?.isEquatable == true
    // `[]` compares whatever the elements: `state.list.isEmpty` is expected true.
    let empty = derived == nil && Self.emptyCollections.contains(target.value)
    return .success(
      GeneratedTest(
        name: TestName.make(transition), guardText: transition.guardText,
        start: start, path: setup,
        act: awaited.map { AwaitedWrite.act(convention.step(event: event), $0) }
          ?? convention.step(event: event),
        expected: empty ? "true" : target.value,
        subject: "state.\(target.name)" + (empty ? ".isEmpty" : ""), usesEquality: equatable,
        line: transition.line,
        effects: awaited.map { AwaitedWrite.effects($0, convention) } ?? convention.testEffects))
  }

  /// The value a field has in the start state: its declared value, `nil` for an optional `var`
  /// without one; nil when unknown.
  private func declaredStart(_ name: String) -> String? {
    if let declared = stateStruct.declaredValues[name] { return declared }
    if let type = stateStruct.fieldTypes[name], type.hasSuffix("?"),
      !stateStruct.required.contains(where: { $0.label == name })
    {
      return "nil"
    }
    return nil
  }

  /// `state.field = value` lines meeting every condition on the state around the write
  /// (`EnclosingConditions`); nil when one cannot be met.
  private func conditionSetup(_ transition: Transition) -> [String]? {
    guard let source else { return [] }
    guard
      let conditions = EnclosingConditions.read(
        line: transition.line, in: source, stateName: convention.stateName)
    else { return [] }
    if conditions.isEmpty { return [] }
    guard let split = StateGuard.split(Guard(conditions: conditions)), split.rest == nil
    else { return nil }
    let inner = ValueBuilder(catalog: events.builder.catalog, owner: stateStruct.qualifiedName)
    var lines: [String] = []
    for (name, condition) in split.fields {
      guard stateStruct.variables.contains(name), let type = stateStruct.fieldTypes[name]
      else { return nil }
      let bare = FieldDerivation.unwrapped(type)
      var value: String?
      switch condition {
      case .equals(let literal): value = literal
      case .isNil: value = type.hasSuffix("?") ? "nil" : nil
      case .isNotNil:
        let built = inner.defaultValue(of: bare)
        value = built.contains("<#") || built == "nil" ? nil : built
      case .isEmpty:
        let built = inner.defaultValue(of: type)
        value = ["\"\"", "[]", "[:]"].contains(built) ? built : nil
      case .isNotEmpty: value = StoreSuitePlanner.nonEmpty(type, builder: inner)
      case .compares(let op, let literal):
        value =
          ValueBuilder.numberTypes.contains(bare)
          ? StateGuard.number(op, literal, declared: stateStruct.declaredValues[name]) : nil
      }
      guard let value else { return nil }
      lines.append("state.\(name) = \(value)")
    }
    return lines
  }

  /// For `name=?`: what the reducer's line sets the field to, when a test can name it and
  /// compare it (`FieldDerivation`).
  private func derivedTarget(_ transition: Transition) -> (String, FieldDerivation.Derived)? {
    guard let source, let name = transition.toNode.pathSetToUnknown,
      let parts = EventLabel.parts(transition.event), parts.count == 1
    else { return nil }
    guard let root = name.split(separator: ".").first, stateStruct.variables.contains(String(root)),
      let shape = StateAssignment.read(field: name, line: transition.line, in: source)
    else { return nil }
    let derivation = FieldDerivation(
      catalog: events.builder.catalog, owner: stateStruct.qualifiedName)
    return derivation.derive(
      shape,
      declared: FieldDerivation.fieldType(
        name, of: stateStruct, catalog: events.builder.catalog),
      nested: name.contains("."),
      leaf: events.eventEnum.enumCase(parts[0].name)
    ).map { (name, $0) }
  }

  /// `State()` when every field has a value, else the memberwise initializer with built values.
  private var start: String {
    let inner = ValueBuilder(catalog: events.builder.catalog, owner: stateStruct.qualifiedName)
    let arguments = stateStruct.required.map {
      ($0.label.map { "\($0): " } ?? "") + "\(inner.defaultValue(of: $0.type))"
    }
    return "\(stateStruct.qualifiedName)(\(arguments.joined(separator: ", ")))"
  }
}
