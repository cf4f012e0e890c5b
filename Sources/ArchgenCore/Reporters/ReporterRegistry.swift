/// Every reporter archgen knows, by the name `--reporter` gives: lint and `graph --strict` write
/// their findings through the same list.
public enum ReporterRegistry {
  public static let reporters: [any LintReporter.Type] = [
    XcodeReporter.self,
    JSONReporter.self,
    GitHubActionsReporter.self,
    SARIFReporter.self,
    CheckstyleReporter.self,
    JUnitReporter.self,
  ]

  public static func reporter(named name: String) -> (any LintReporter.Type)? {
    reporters.first { $0.name == name }
  }
}
