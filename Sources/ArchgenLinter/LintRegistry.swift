import ArchgenCore

/// Every rule and reporter archgen knows. A test checks that every rule type in `Lint/Rules/` is
/// listed here, so the list cannot drift.
public enum LintRegistry {
  public static let rules: [any LintRule.Type] = [
    DirectEnvironmentAccessRule.self,
    EnvironmentMutationRule.self,
    EnvironmentDefaultArgumentRule.self,
    ImpureReducerRule.self,
    SuperfluousDisableRule.self,
  ]

  public static let reporters = ReporterRegistry.reporters

  /// Ids that are findings but not rules: syntax errors and stale baseline entries.
  public static let syntaxErrorID = "syntax-error"
  public static let staleBaselineID = "stale-baseline-entry"

  public static func rule(id: String) -> (any LintRule.Type)? { rules.first { $0.id == id } }

  public static func reporter(named name: String) -> (any LintReporter.Type)? {
    ReporterRegistry.reporter(named: name)
  }

  /// The reporter a lint run writes with: SARIF lists lint's rules.
  public static func makeReporter(_ reporter: any LintReporter.Type) -> any LintReporter {
    reporter == SARIFReporter.self ? SARIFReporter(descriptors: descriptors) : reporter.init()
  }

  /// What reporters say about each rule (SARIF's rule list).
  public static var descriptors: [RuleDescriptor] {
    rules.map {
      RuleDescriptor(id: $0.id, description: $0.description, severity: $0.defaultSeverity)
    }
      + [
        RuleDescriptor(
          id: syntaxErrorID, description: "The file is not valid Swift.", severity: .error),
        RuleDescriptor(
          id: staleBaselineID, description: "A baseline entry that no longer matches any finding.",
          severity: .warning),
      ]
  }
}
