/// The checks `graph --strict` runs, by the id findings carry and suppression comments name.
public enum StrictRule: String, CaseIterable, Sendable {
  case unreachableState = "unreachable-state"
  case deadEndState = "dead-end-state"
  case unhandledEvent = "unhandled-event"
  case shadowedCase = "shadowed-case"
  case contradictoryGuard = "contradictory-guard"

  /// Every strict finding is a warning; `graph --strict` fails on any of them.
  public static let severity = Diagnostic.Severity.warning

  public var id: String { rawValue }

  /// One sentence on what the rule finds.
  public var summary: String {
    switch self {
    case .unreachableState: "A state that no transition chain from the initial state reaches."
    case .deadEndState: "A state with no transition out of it."
    case .unhandledEvent: "An event case that no case of the reducer handles."
    case .shadowedCase: "A case that an earlier, more general case of the same switch always wins."
    case .contradictoryGuard:
      "A transition whose guard tests a condition and its negation on one path, so it never runs."
    }
  }

  /// What reporters say about each rule (SARIF's rule list).
  public static var descriptors: [RuleDescriptor] {
    allCases.map { RuleDescriptor(id: $0.id, description: $0.summary, severity: severity) }
  }

  /// A finding of this rule at a place in a file.
  package func finding(_ message: String, file: String, line: Int, column: Int) -> LintFinding {
    LintFinding(
      file: file, line: line, column: column, severity: Self.severity, rule: id, message: message)
  }
}
