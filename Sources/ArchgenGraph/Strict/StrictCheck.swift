import ArchgenCore

/// One `--strict` rule as a type, as lint's rules are: its rule id, where it reports, examples
/// that must and must not give its finding (run by `StrictCheckExamplesTests`), and the check.
/// `StrictAnalysis.checks` lists them; Documentation/Graph.md's rule table is generated from them.
package protocol StrictCheck {
  static var rule: StrictRule { get }
  /// Where a finding is reported, for the docs (`the state's case`).
  static var reportedAt: String { get }
  /// Sources each giving at least one finding of the rule.
  static var triggeringExamples: [String] { get }
  /// Sources giving none.
  static var nonTriggeringExamples: [String] { get }
  static func findings(_ linked: LinkedMachine, _ model: MachineModel) -> [LintFinding]
}

/// Where strict findings are reported.
enum StrictPlace {
  /// A declared state's `case`, else the reducer.
  static func of(_ linked: LinkedMachine, _ state: String? = nil) -> (String, Int, Int) {
    if let state, let location = linked.stateLocations[state] { return location }
    return (linked.machine.file, linked.machine.line, linked.column)
  }

  static func finding(
    _ rule: StrictRule, _ message: String, at location: (String, Int, Int)
  ) -> LintFinding {
    rule.finding(message, file: location.0, line: location.1, column: location.2)
  }

  /// A whole state, not a field's value: the node kinds the state rules look at.
  static func isPlainState(_ node: Node) -> Bool { !node.assigns }
}
