import ArchgenCore

/// `--strict`: states never reached from the initial state, states with no way out, events never
/// handled, cases shadowed by an earlier case and guards that cannot hold, as located findings of
/// the `StrictRule`s.
package enum StrictAnalysis {
  /// The machine is read into the model once, its guards parsed once, for every rule.
  package static func findings(for linked: LinkedMachine) -> [LintFinding] {
    let model = linked.model
    return unreachable(linked, model) + deadEnds(linked, model) + unhandled(linked)
      + shadowed(linked) + contradictions(linked, model)
  }

  private static func here(_ linked: LinkedMachine, _ state: String? = nil) -> (String, Int, Int) {
    if let state, let location = linked.stateLocations[state] { return location }
    return (linked.machine.file, linked.machine.line, linked.column)
  }

  private static func finding(
    _ rule: StrictRule, _ message: String, at location: (String, Int, Int)
  ) -> LintFinding {
    rule.finding(message, file: location.0, line: location.1, column: location.2)
  }

  private static func isPlainState(_ node: Node) -> Bool { !node.assigns }

  package static func unreachable(_ linked: LinkedMachine, _ model: MachineModel) -> [LintFinding] {
    let machine = linked.machine
    let usesStart = model.edges.contains { $0.from.isStart || $0.to.isStart }
    guard let start = usesStart ? Node.pseudo(.start) : model.initial else { return [] }
    var reached: Set<Node> = [start]
    var queue = [start]
    while let state = queue.popLast() {
      for edge in model.edges where edge.from == state || edge.from == .any {
        if reached.insert(edge.to).inserted { queue.append(edge.to) }
      }
    }
    return model.states.filter { !reached.contains($0.node) && isPlainState($0.node) }.map {
      finding(
        .unreachableState,
        "state '\($0.node.text)' of \(machine.name) is never reached from the initial state "
          + "'\(start.text)'",
        at: here(linked, $0.node.text))
    }
  }

  package static func deadEnds(_ linked: LinkedMachine, _ model: MachineModel) -> [LintFinding] {
    let sources = Set(model.edges.map(\.from))
    guard !sources.contains(.any) else { return [] }
    return model.states.filter { !sources.contains($0.node) && isPlainState($0.node) }.map {
      finding(
        .deadEndState, "state '\($0.node.text)' of \(linked.machine.name) has no way out",
        at: here(linked, $0.node.text))
    }
  }

  package static func unhandled(_ linked: LinkedMachine) -> [LintFinding] {
    guard let cases = linked.eventCases else { return [] }
    let named =
      linked.cases.map(\.event) + linked.machine.transitions.map(\.event)
    let handled = Set(named.map { EventPath($0).root })
    return cases.filter { !handled.contains($0) }.map {
      finding(
        .unhandledEvent, "event '\($0)' is never handled by \(linked.machine.name)",
        at: here(linked))
    }
  }

  package static func shadowed(_ linked: LinkedMachine) -> [LintFinding] {
    var result: [LintFinding] = []
    let records = linked.cases
    for (index, record) in records.enumerated() where !record.isDefault {
      guard
        let earlier = records[..<index].first(where: {
          $0.switchID == record.switchID && !$0.restrictive && !$0.hasGuard
            && Node($0.from).covers(Node(record.from))
            && EventPath($0.event).covers(EventPath(record.event))
        })
      else { continue }
      result.append(
        StrictRule.shadowedCase.finding(
          "case (\(record.from), \(record.event)) is shadowed by the earlier case "
            + "(\(earlier.from), \(earlier.event)) on line \(earlier.line)",
          file: linked.machine.file, line: record.line, column: record.column))
    }
    return result
  }

  /// One finding per event and contradiction, at the first transition it stops, on that line's
  /// first code (column 0 until `StrictSuppression` reads the line).
  package static func contradictions(_ linked: LinkedMachine, _ model: MachineModel)
    -> [LintFinding]
  {
    var result: [LintFinding] = []
    var seen: Set<[String]> = []
    for edge in model.edges {
      let transition = edge.transition
      guard let condition = edge.guardCondition, let clash = GuardContradiction.find(condition),
        seen.insert([transition.event, clash.first, clash.second]).inserted
      else { continue }
      let event = transition.event == "default" ? EdgeLabel.elseEvent : transition.event
      result.append(
        StrictRule.contradictoryGuard.finding(
          "the guard of \(event) (\(transition.from) -> \(transition.to)) in "
            + "\(linked.machine.name) cannot hold: '\(clash.first)' and '\(clash.second)' on one path",
          file: linked.machine.file, line: transition.line, column: 0))
    }
    return result
  }
}
