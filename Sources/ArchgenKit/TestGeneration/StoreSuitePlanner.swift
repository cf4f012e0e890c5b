/// Tests through composable-architecture's `TestStore` for a feature whose reducer is `Reduce`
/// in `body` or `reduce(into:action:)` over a struct state: one test per action (and source,
/// and guard), which builds the start state, sends the action and sets, in the `send` closure,
/// every field the action sets to a value archgen can name.
struct StoreSuitePlanner {
  let machine: StateMachine
  /// The feature type, as a test names it (`TimerFeature`).
  let feature: String
  let stateStruct: TypeCatalog.StructType?
  let stateName: String
  let events: SuitePlanner

  private var builder: ValueBuilder { events.builder }

  func suite() -> GeneratedSuite {
    var groups: [(key: String, transitions: [Transition])] = []
    for transition in machine.transitions {
      let key = "\(transition.from)|\(transition.event)|\(transition.guardText ?? "")"
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].transitions.append(transition)
      } else {
        groups.append((key, [transition]))
      }
    }
    var tests: [GeneratedTest] = []
    var skipped: [GeneratedSuite.Skipped] = []
    var names: [String: Int] = [:]
    for group in groups {
      switch test(for: group.transitions) {
      case .success(var test):
        let count = names[test.name, default: 0] + 1
        names[test.name] = count
        if count > 1 { test.name += String(count) }
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
    var suite = GeneratedSuite(
      machine: machine.name, function: nil, file: machine.file, stateType: stateName,
      tests: tests, skipped: skipped)
    suite.store = feature
    return suite
  }

  /// `field` and the expression it is set to, when archgen can name it: a literal, `nil`, or a
  /// case of the field's enum type; the value is nil for `?` and whatever else.
  func field(_ node: String) -> (name: String, value: String?)? {
    guard let index = node.firstIndex(of: "=") else { return nil }
    let name = String(node[..<index])
    let raw = String(node[node.index(after: index)...])
    guard stateStruct?.variables.contains(name) ?? true else { return nil }
    if raw == "?" { return (name, nil) }
    let literal =
      raw == "nil" || raw == "true" || raw == "false" || Double(raw) != nil
      || (raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2)
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

  private func fieldType(_ name: String) -> String? { stateStruct?.fieldTypes[name] }

  private func unwrapped(_ type: String) -> String {
    type.hasSuffix("?") ? String(type.dropLast()) : type
  }

  /// A value of the field's type other than `value`, so that the test sees the change.
  func other(than value: String, field name: String) -> String? {
    if let literal = StructSuitePlanner.other(than: value) { return literal }
    guard let type = fieldType(name) else { return nil }
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
  var start: String {
    guard let stateStruct else { return "<#\(stateName)#>" }
    let arguments = stateStruct.required.map {
      ($0.label.map { "\($0): " } ?? "") + "\(builder.defaultValue(of: $0.type))"
    }
    return "\(stateName)(\(arguments.joined(separator: ", ")))"
  }

  private func test(for transitions: [Transition]) -> Result<GeneratedTest, TestSkip> {
    let first = transitions[0]
    if first.event == StateMachine.anyState { return .failure(.anyEvent) }
    var setup: [String] = []
    if first.from != StateMachine.anyState {
      guard let source = field(first.from), let value = source.value else {
        return .failure(.unknownState)
      }
      setup.append("state.\(source.name) = \(value)")
    }
    var atoms: [GuardSolver.Atom] = []
    if let guardText = first.guardText {
      guard let read = GuardSolver.atoms(guardText) else { return .failure(.unknownEvent) }
      atoms = read
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
    for transition in transitions {
      guard let target = field(transition.to) else { return .failure(.unknownState) }
      guard let value = target.value else {
        unnamed = true
        continue
      }
      let line = "$0.\(target.name) = \(value)"
      if !assertions.contains(line) { assertions.append(line) }
      // Start the field elsewhere, so that the test sees the change.
      if !setup.contains(where: { $0.hasPrefix("state.\(target.name) = ") }),
        let other = other(than: value, field: target.name)
      {
        setup.insert("state.\(target.name) = \(other)", at: 0)
      }
    }
    if assertions.isEmpty { return .failure(.unknownTarget) }
    let eventAtoms = atoms.filter { !fields.contains($0.name) && !$0.name.hasPrefix("state.") }
    guard let event = events.eventExpression(first.event, atoms: eventAtoms) else {
      return .failure(.unknownEvent)
    }
    let from = first.from == StateMachine.anyState ? "" : TestName.words(first.from)
    var name = TestName.lowerFirst(from) + TestName.upperFirst(TestName.words(first.event))
    if let guardText = first.guardText {
      let spelled = TestName.guardWords(guardText)
      if !spelled.isEmpty { name += "When" + spelled }
    }
    var test = GeneratedTest(
      name: TestName.lowerFirst(name), guardText: first.guardText, start: start, path: setup,
      act: event, expected: "", usesEquality: true, line: first.line, effects: " async")
    test.assertions = assertions
    test.exhaustive = !unnamed
    return .success(test)
  }
}
