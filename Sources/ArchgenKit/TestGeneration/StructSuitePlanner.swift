/// Tests for a struct state changed field by field: start from `State()`, set the fields the
/// source and the guard name, apply the event, compare the target field.
struct StructSuitePlanner {
  let machine: StateMachine
  let convention: ReducerConvention
  let stateStruct: TypeCatalog.StructType
  let events: SuitePlanner

  func suite() -> GeneratedSuite {
    var tests: [GeneratedTest] = []
    var skipped: [GeneratedSuite.Skipped] = []
    var names: [String: Int] = [:]
    for transition in machine.transitions {
      guard var test = test(for: transition) else {
        skipped.append(
          .init(
            transition: "\(transition.from) --\(transition.label)--> \(transition.to)",
            line: transition.line, reason: .fieldTarget))
        continue
      }
      let count = names[test.name, default: 0] + 1
      names[test.name] = count
      if count > 1 { test.name += String(count) }
      tests.append(test)
    }
    return GeneratedSuite(
      machine: machine.name, function: machine.function, file: machine.file,
      stateType: stateStruct.qualifiedName, tests: tests, skipped: skipped)
  }

  /// `field` and `value` of `field=value` when the value is a literal a test can compare.
  private func field(_ node: String) -> (name: String, value: String)? {
    guard let index = node.firstIndex(of: "=") else { return nil }
    let name = String(node[..<index])
    let value = String(node[node.index(after: index)...])
    let literal =
      value == "nil" || value == "true" || value == "false" || Double(value) != nil
      || (value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2)
    return literal ? (name, value) : nil
  }

  /// A literal of the same type as `value` and different from it; nil for `nil`.
  static func other(than value: String) -> String? {
    if value == "true" { return "false" }
    if value == "false" { return "true" }
    if let number = Int(value) { return String(number + 1) }
    if let number = Double(value) { return String(number + 1) }
    if value.hasPrefix("\"") { return value == "\"x\"" ? "\"y\"" : "\"x\"" }
    return nil
  }

  private func test(for transition: Transition) -> GeneratedTest? {
    guard let target = field(transition.to) else { return nil }
    var setup: [String] = []
    if transition.from != StateMachine.anyState {
      guard let source = field(transition.from), stateStruct.variables.contains(source.name)
      else { return nil }
      setup.append("state.\(source.name) = \(source.value)")
    }
    var atoms: [GuardSolver.Atom] = []
    if let guardText = transition.guardText {
      guard let read = GuardSolver.atoms(guardText) else { return nil }
      atoms = read
    }
    for atom in atoms {
      let name = atom.name.split(separator: ".").last.map(String.init) ?? atom.name
      guard stateStruct.variables.contains(name) else { continue }
      guard atom.op == "==" else { return nil }
      setup.append("state.\(name) = \(atom.literal)")
    }
    // Start the target field elsewhere, so that the test sees the change.
    if !setup.contains(where: { $0.hasPrefix("state.\(target.name) = ") }),
      stateStruct.variables.contains(target.name), let other = Self.other(than: target.value)
    {
      setup.insert("state.\(target.name) = \(other)", at: 0)
    }
    let fieldNames = stateStruct.variables
    let eventAtoms = atoms.filter { !fieldNames.contains($0.name) }
    guard let event = events.eventExpression(transition.event, atoms: eventAtoms) else {
      return nil
    }
    return GeneratedTest(
      name: TestName.make(transition), guardText: transition.guardText,
      start: "\(stateStruct.qualifiedName)()", path: setup, act: convention.step(event: event),
      expected: target.value, subject: "state.\(target.name)", usesEquality: true,
      line: transition.line, effects: convention.testEffects)
  }
}
