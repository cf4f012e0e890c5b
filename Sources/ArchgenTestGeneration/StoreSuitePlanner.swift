import ArchgenCore
import ArchgenGraph
import SwiftParser
import SwiftSyntax

/// Tests through composable-architecture's `TestStore` for a feature whose reducer is `Reduce`
/// in `body` or `reduce(into:action:)` over a struct state: one test per action (and source,
/// and guard), which builds the start state, sends the action and sets, in the `send` closure,
/// every field the action sets to a value archgen can name.
package struct StoreSuitePlanner {
  package let machine: StateMachine
  /// The feature type, as a test names it (`TimerFeature`).
  package let feature: String
  package let stateStruct: TypeCatalog.StructType?
  package let stateName: String
  package let events: SuitePlanner
  /// The feature's file, where a `field=?` line is read for what a test can still tell.
  package var source: ParsedSource?

  package var builder: ValueBuilder { events.builder }

  package var actions: StoreActions {
    StoreActions(
      catalog: builder.catalog, feature: feature, eventType: machine.eventType ?? "Action")
  }

  package func suite() -> GeneratedSuite {
    var groups: [(key: String, transitions: [Transition])] = []
    var groupIndex: [String: Int] = [:]
    for transition in machine.transitions {
      let key = "\(transition.from)|\(transition.event)|\(transition.guardText ?? "")"
      if let index = groupIndex[key] {
        groups[index].transitions.append(transition)
      } else {
        groupIndex[key] = groups.count
        groups.append((key, [transition]))
      }
    }
    var tests: [GeneratedTest] = []
    var skipped: [GeneratedSuite.Skipped] = []
    var names: [String: Int] = [:]
    let declaration =
      source.map { StoreDependencies.read(feature: feature, in: $0) } ?? StoreDependencies()
    let children = source.map { OptionalChildren.read(feature: feature, in: $0) }
    for group in groups {
      switch test(for: group.transitions, children: children ?? OptionalChildren()) {
      case .success(var test):
        applyEffect(of: group.transitions, to: &test, feature: declaration)
        let count = names[test.name, default: 0] + 1
        names[test.name] = count
        test.name = TestName.numbered(test.name, count)
        tests.append(test)
      case .failure(let reason):
        for transition in group.transitions {
          skipped.append(
            .init(
              transition: "\(transition.from) --\(transition.label)--> \(transition.to)",
              line: transition.line, reason: reason))
        }
      }
    }
    // A feature reducing each kind of action in its own function (`reduce(into:viewAction:)`)
    // gets a file per kind: `ProfileFeatureViewActionTests`.
    // A state that is not `Equatable` cannot be a `TestStore`'s: each test runs the reducer
    // itself and compares the fields (`DirectReduce`); the effect it returns is not run.
    if !stateCompares {
      for index in tests.indices { tests[index].received = [] }
    }
    let eventType = (machine.eventType ?? "Action").replacingOccurrences(of: "Self.", with: "")
    let kind = eventType == "Action" ? nil : eventType.replacingOccurrences(of: ".", with: "")
    var suite = GeneratedSuite(
      machine: machine.name, function: kind, file: machine.file, stateType: stateName,
      tests: tests, skipped: skipped)
    suite.store = feature
    suite.reducesDirectly = !stateCompares
    return suite
  }

  /// `field` and the expression it is set to, when archgen can name it: a literal, `nil`, or a
  /// case of the field's enum type; the value is nil for `?` and whatever else.
  package func field(_ node: String) -> (name: String, value: String?)? {
    let read = Node(node)
    guard let (name, raw) = read.assignment, let root = read.assignedRoot else { return nil }
    // `contact.name`: a field of a field, set through the outer one.
    guard stateStruct?.variables.contains(root) ?? true else { return nil }
    if raw == "?" { return (name, nil) }
    let literal =
      raw == "nil" || raw == "true" || raw == "false" || Double(raw) != nil
      || raw == "[]" || raw == "[:]"
      || (raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2)
      || StructSuitePlanner.emptyCollections.contains(raw)
    if literal { return (name, raw) }
    if let type = fieldType(name),
      let enumType = builder.catalog.enumType(named: unwrapped(type), near: stateName),
      let enumCase = enumType.enumCase(raw.hasPrefix(".") ? String(raw.dropFirst()) : raw),
      enumCase.payload.isEmpty
    {
      return (name, ".\(enumCase.name)")
    }
    return (name, nil)
  }

  /// The declared type of a field, or of a field's field (`contact.name`) when each step is a
  /// `var` of a struct the files declare.
  package func fieldType(_ name: String) -> String? {
    stateStruct.flatMap { FieldDerivation.fieldType(name, of: $0, catalog: builder.catalog) }
  }

  package func unwrapped(_ type: String) -> String { FieldDerivation.unwrapped(type) }

  /// A value of the field's type other than `value`, so that the test sees the change.
  package func other(than value: String, field name: String) -> String? {
    if let literal = StructSuitePlanner.other(than: value) { return literal }
    guard let type = fieldType(name) else { return nil }
    // `list = []`: from one built element.
    if StructSuitePlanner.emptyCollections.contains(value) {
      return builder.nonEmptyValue(of: unwrapped(type))
        ?? Self.nonEmpty(type, builder: ValueBuilder(catalog: builder.catalog, owner: stateName))
    }
    if value == "nil" {
      let built = builder.defaultValue(of: unwrapped(type))
      return built.contains("<#") ? nil : built
    }
    if value.hasPrefix("."),
      let enumType = builder.catalog.enumType(named: unwrapped(type), near: stateName),
      let another = enumType.cases.first(where: { $0.payload.isEmpty && ".\($0.name)" != value })
    {
      return ".\(another.name)"
    }
    return nil
  }

  /// The start state: `State()` when every field has a value, else the memberwise initializer
  /// with built values, else a placeholder.
  package var start: String {
    guard let stateStruct else { return "<#\(stateName)#>" }
    let inner = ValueBuilder(catalog: builder.catalog, owner: stateStruct.qualifiedName)
    let arguments = stateStruct.required.map {
      ($0.label.map { "\($0): " } ?? "") + "\(inner.defaultValue(of: $0.type))"
    }
    return "\(stateName)(\(arguments.joined(separator: ", ")))"
  }

  private func test(for transitions: [Transition], children: OptionalChildren)
    -> Result<GeneratedTest, TestSkip>
  {
    let first = transitions[0]
    if first.eventPath.isAny { return .failure(.anyEvent) }
    var setup: [String] = []
    if !first.fromNode.isAny {
      guard let source = field(first.from),
        let value = source.value ?? payloadCase(of: source.name, first.from)
      else {
        return .failure(.unknownState)
      }
      setup.append("state.\(source.name) = \(value)")
    }
    var atoms: [GuardSolver.Atom] = []
    let condition = first.guardCondition
    if let condition {
      // Conditions on the state's own fields are met by the start, the rest by the payload.
      var rest: String? = condition.text
      if let split = StateGuard.split(condition), !split.fields.isEmpty,
        let lines = guardSetup(split.fields)
      {
        for line in lines where !setup.contains(where: { $0.hasPrefix(Self.prefix(line)) }) {
          setup.append(line)
        }
        rest = split.rest
      }
      if let rest {
        // A payload compared with the state (`index > state.last`) is not met by either.
        let restCondition = Guard(rest)
        guard !restCondition.namesMember(of: "state"), !restCondition.namesMember(of: "self"),
          let read = GuardSolver.atoms(restCondition)
        else { return .failure(.unknownEvent) }
        atoms = read
      }
    }
    // Every condition on the state around each write, not only the one graph kept.
    for transition in transitions {
      if let source, DeferredWrite.isDeferred(line: transition.line, in: source, stateName: "state")
      {
        return .failure(.deferredWrite)
      }
      if let source, CompiledOutWrite.isCompiledOut(line: transition.line, in: source) {
        return .failure(.compiledOut)
      }
      guard let lines = enclosingSetup(transition) else { return .failure(.guardUnmet) }
      for line in lines {
        if let other = setup.first(where: { $0.hasPrefix(Self.prefix(line)) }) {
          guard other == line else { return .failure(.guardUnmet) }
        } else {
          setup.append(line)
        }
      }
    }
    let fields = stateStruct?.variables ?? []
    for atom in atoms {
      let name = atom.name.split(separator: ".").last.map(String.init) ?? atom.name
      guard fields.contains(name), atom.name.hasPrefix("state.") || atom.name == name else {
        continue
      }
      if atom.op == "!=", atom.literal == "nil", let type = fieldType(name) {
        // `state.child != nil`: start with a value of the field's type.
        let built = builder.defaultValue(of: unwrapped(type))
        guard !built.contains("<#") else { return .failure(.unknownState) }
        setup.append("state.\(name) = \(built)")
        continue
      }
      guard atom.op == "==" else { return .failure(.unknownState) }
      setup.append("state.\(name) = \(atom.literal)")
    }
    var assertions: [String] = []
    var unnamed = false
    var hiddenTargets = false
    // Why the first `field=?` write no value was derived for gets no test (`UnknownWrite`).
    var unread: TestSkip?
    var values: [String: String] = [:]
    let eventAtoms = atoms.filter { !fields.contains($0.name) && !$0.name.hasPrefix("state.") }
    for transition in transitions {
      let root = transition.toNode.leadingName
      // A field a test cannot read (`private var isExpanded`) is never asserted.
      if stateStruct?.unreadable.contains(root) == true {
        hiddenTargets = true
        continue
      }
      guard let target = field(transition.to) else { return .failure(.unknownState) }
      guard let value = target.value else {
        // `field=?`: a payload passed through, a number added, a Bool toggled.
        // A start the source or the guard sets is not the one the derived value counts from.
        let started = setup.first { $0.hasPrefix("state.\(target.name) = ") }
        let found = derived(target.name, transition)
        if found == nil {
          unread =
            unread ?? UnknownWrite.reason(field: target.name, line: transition.line, in: source)
        }
        guard let found, started == nil || started == "state.\(target.name) = \(found.start)",
          found.values.isEmpty || eventAtoms.isEmpty,
          found.values.allSatisfy({ values[$0.key, default: $0.value] == $0.value })
        else {
          unnamed = true
          continue
        }
        values.merge(found.values) { old, _ in old }
        if !setup.contains(where: { $0.hasPrefix("state.\(target.name) = ") }) {
          setup.insert("state.\(target.name) = \(found.start)", at: 0)
        }
        if let binding = found.binding, !setup.contains(binding) { setup.insert(binding, at: 0) }
        let line = "$0.\(target.name) = \(found.expected)"
        if !assertions.contains(line) { assertions.append(line) }
        continue
      }
      // Start the field elsewhere, so that the test sees the change.
      if !setup.contains(where: { $0.hasPrefix("state.\(target.name) = ") }),
        let other = other(than: value, field: target.name)
      {
        setup.insert("state.\(target.name) = \(other)", at: 0)
      }
      // `[]` where the test cannot start the field full says nothing.
      if StructSuitePlanner.emptyCollections.contains(value),
        !setup.contains(where: { $0.hasPrefix("state.\(target.name) = ") })
      {
        unnamed = true
        continue
      }
      // Compared by the test itself, a value must compare with `==` on its own.
      guard stateCompares || comparesDirectly(value, field: target.name) else {
        unnamed = true
        continue
      }
      let line = "$0.\(target.name) = \(value)"
      if !assertions.contains(line) { assertions.append(line) }
    }
    if assertions.isEmpty {
      return .failure(hiddenTargets ? .privateField : unread ?? .unknownTarget)
    }
    guard
      let (event, presented) = actions.action(first.event, atoms: eventAtoms, values: values)
        ?? events.eventExpression(first.event, atoms: eventAtoms).map({ ($0, []) })
    else {
      return .failure(.unknownEvent)
    }
    // An action for a presented child (or its dismissal) reaches it only while the child is
    // there, as the case it names: that start replaces any other for the field.
    for presentation in presented.reversed()
    where stateStruct?.variables.contains(presentation.field) == true {
      setup.removeAll { $0.hasPrefix("state.\(presentation.field) = ") }
      setup.insert("state.\(presentation.field) = \(presentedState(presentation))", at: 0)
    }
    // A child `ifLet` runs only while its state is there: its action starts with one built.
    if let child = children.field(for: event), stateStruct?.variables.contains(child) == true {
      if let started = setup.first(where: { $0.hasPrefix("state.\(child) = ") }) {
        guard !started.hasSuffix(" = nil") else { return .failure(.guardUnmet) }
      } else {
        setup.insert("state.\(child) = \(childState(child))", at: 0)
      }
      if let grandchild = grandchildSetup(child: child, action: event) {
        let at = (setup.firstIndex { $0.hasPrefix("state.\(child) = ") } ?? -1) + 1
        setup.insert(grandchild, at: at)
      }
    }
    // `$0.field = nil` where the field starts nil says nothing: that assertion goes.
    let startsSet = Set(setup.compactMap { $0.split(separator: " ").first.map(String.init) })
    assertions.removeAll { line in
      let field = String(line.dropFirst(3).prefix { $0 != " " })
      // `$0.list = []` where the list starts empty says nothing either.
      if line.hasSuffix(" = []") || line.hasSuffix(" = [:]") {
        return !startsSet.contains("state.\(field)")
      }
      guard line.hasSuffix(" = nil") else { return false }
      let optional = fieldType(field)?.hasSuffix("?") ?? true
      return optional && !startsSet.contains("state.\(field)")
    }
    // A field the action sets to the value it starts with (as its guard requires) says nothing.
    assertions.removeAll { setup.contains("state." + $0.dropFirst(3)) }
    if assertions.isEmpty { return .failure(.unknownTarget) }
    let from = first.fromNode.isAny ? "" : TestName.words(first.from)
    var name = TestName.lowerFirst(from) + TestName.upperFirst(TestName.words(first.event))
    if let condition {
      let spelled = TestName.guardWords(condition)
      if !spelled.isEmpty { name += "When" + spelled }
    }
    var test = GeneratedTest(
      name: TestName.fitted(TestName.lowerFirst(name)), guardText: first.guardText, start: start,
      path: setup,
      act: event, expected: "", usesEquality: true, line: first.line, effects: " async")
    test.assertions = assertions
    test.exhaustive = !unnamed
    return .success(test)
  }

  /// The presented child's state, `.edit(Form.State())` (any value for a dismissal), else a
  /// placeholder for the reader.
  private func presentedState(_ presentation: StoreActions.Presented) -> String {
    if let type = fieldType(presentation.field), let stateCase = presentation.stateCase,
      let level = actions.resolve(unwrapped(type), near: stateName, substitutions: [:]),
      let enumCase = level.type.enumCase(stateCase)
    {
      return ValueBuilder(catalog: builder.catalog, owner: level.owner).caseExpression(
        enumCase, values: [:])
    }
    // A dismissal: the first case of the presented enum that builds without a placeholder.
    if let type = fieldType(presentation.field), presentation.stateCase == nil,
      let level = actions.resolve(unwrapped(type), near: stateName, substitutions: [:])
    {
      let builder = ValueBuilder(catalog: builder.catalog, owner: level.owner)
      if let built = level.type.cases.lazy.map({ builder.caseExpression($0, values: [:]) })
        .first(where: { !$0.contains("<#") })
      {
        return built
      }
    }
    // A dismissal, or a child that is not an enum of cases (a feature's struct state, an alert):
    // any value of it presents it.
    if let type = fieldType(presentation.field),
      presentation.stateCase == nil
        || actions.resolve(unwrapped(type), near: stateName, substitutions: [:]) == nil
    {
      let built = ValueBuilder(catalog: builder.catalog, owner: stateName).defaultValue(
        of: unwrapped(type))
      if built != "nil" { return built }
    }
    return "<#\(fieldType(presentation.field).map(unwrapped) ?? presentation.field)#>"
  }

  /// `state.field = ` of a start line (`state.field = value`, as the planners write it): the
  /// assignment's target read with SwiftParser; a line that assigns nothing is kept whole.
  package static func prefix(_ line: String) -> String {
    let item = Parser.parse(source: line).statements.first?.item
    guard let elements = item?.as(SequenceExprSyntax.self)?.elements.map({ $0 }),
      elements.count >= 3, elements[1].is(AssignmentExprSyntax.self)
    else { return line + "= " }
    return elements[0].description + "= "
  }

  /// For `field=?`: the start value, the value the test expects, and the payload values the
  /// action carries, when the reducer's line is a `StateAssignment` a test can name
  /// (`FieldDerivation`).
  private func derived(_ name: String, _ transition: Transition) -> FieldDerivation.Derived? {
    guard let source,
      let shape = StateAssignment.read(field: name, line: transition.line, in: source)
    else { return nil }
    let derivation = FieldDerivation(
      catalog: builder.catalog, owner: stateName, anyTypeCompares: stateCompares)
    return derivation.derive(
      shape, declared: fieldType(name), nested: name.contains("."),
      leaf: actions.leafCase(transition.event))
  }
}
