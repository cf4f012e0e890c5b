import ArchgenGraph

/// Plans the service tests of a machine whose reducer drives a feedback-loop service: only
/// transitions on `.action(...)` events, reached from the initial state through actions.
package struct ServicePlanner {
  package let planner: SuitePlanner
  package let shape: ServiceShape
  package let actionEnum: TypeCatalog.EnumType

  package func suite() -> ServiceSuite {
    var tests: [ServiceSuite.Test] = []
    var feedbackOnly = 0
    var names: [String: Int] = [:]
    for transition in planner.machine.transitions {
      guard var test = test(for: transition) else {
        feedbackOnly += 1
        continue
      }
      let count = names[test.name, default: 0] + 1
      names[test.name] = count
      test.name = TestName.numbered(test.name, count)
      tests.append(test)
    }
    return ServiceSuite(
      service: shape.typeName, reactive: shape.reactive.rawValue,
      stateType: planner.stateEnum.qualifiedName, tests: tests, feedbackOnly: feedbackOnly)
  }

  /// `.authenticate(...)` for the event `action.authenticate` (`.toggle(true)` for
  /// `action.toggle(true)`); nil for events no one dispatches.
  package func action(for event: String, guardText: String?) -> String? {
    guard let parts = EventLabel.parts(event), parts.count == 2, parts[0].name == "action",
      parts[0].literal == nil, let actionCase = actionEnum.enumCase(parts[1].name)
    else { return nil }
    if let literal = parts[1].literal {
      return planner.builder.literalExpression(actionCase, literal: literal)
    }
    let read = guardText.map { GuardSolver.atoms(Guard($0)) }
    if case .some(.none) = read {
      return planner.builder.caseExpression(
        actionCase, values: planner.builder.placeholders(actionCase))
    }
    let atoms = read.flatMap { $0 } ?? []
    let values =
      planner.builder.payloadValues(actionCase, atoms: atoms, reserved: ["state", "self"])
      ?? planner.builder.placeholders(actionCase)
    return planner.builder.caseExpression(actionCase, values: values)
  }

  private func test(for transition: Transition) -> ServiceSuite.Test? {
    guard let target = planner.stateEnum.enumCase(transition.to),
      let act = action(for: transition.event, guardText: transition.guardText),
      let path = path(to: transition.from)
    else { return nil }
    return ServiceSuite.Test(
      name: TestName.make(transition), guardText: transition.guardText, actions: path + [act],
      expected: ".\(target.name)",
      usesEquality: planner.stateEnum.isEquatable && target.payload.isEmpty,
      line: transition.line)
  }

  /// Actions from the initial state to `goal` (none for `*` or the initial state itself).
  private func path(to goal: String) -> [String]? {
    guard let initial = planner.machine.initial else { return nil }
    if Node(goal).isAny || goal == initial { return [] }
    var previous: [String: (from: String, action: String)] = [:]
    var queue = [initial]
    var seen: Set<String> = [initial]
    while !queue.isEmpty && !seen.contains(goal) {
      let node = queue.removeFirst()
      for transition in planner.machine.transitions
      where transition.from == node || transition.fromNode.isAny {
        guard !seen.contains(transition.to),
          planner.stateEnum.enumCase(transition.to) != nil,
          let act = action(for: transition.event, guardText: transition.guardText)
        else { continue }
        seen.insert(transition.to)
        previous[transition.to] = (node, act)
        queue.append(transition.to)
      }
    }
    guard seen.contains(goal) else { return nil }
    var actions: [String] = []
    var node = goal
    while let link = previous[node] {
      actions.insert(link.action, at: 0)
      node = link.from
    }
    return actions
  }
}
