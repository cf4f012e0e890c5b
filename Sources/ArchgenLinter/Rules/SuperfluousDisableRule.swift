import ArchgenCore

/// A suppression comment that suppresses nothing hides nothing but rot; report it where it stands.
/// The linter's suppression pass produces these findings, so `check` finds nothing itself.
public struct SuperfluousDisableRule: LintRule {
  public static let id = "superfluous-disable"
  public static let description =
    "An `archgen:disable` comment that suppresses no finding (or names an unknown rule)."
  public static let defaultSeverity = Diagnostic.Severity.warning

  public init() {}

  public func check(_ file: LintFile) -> [RuleViolation] { [] }

  public static let triggeringExamples: [LintExample] = [
    LintExample(
      """
      struct Store {
        ↓// archgen:disable:next direct-environment-access
        let x = 1
      }
      """),
    LintExample("let a = 1 ↓// archgen:disable:this environment-mutation"),
    LintExample(
      """
      ↓// archgen:disable all
      let a = 1
      // archgen:enable all
      """),
    LintExample(
      """
      ↓// archgen:disable:next no-such-rule
      let a = CurrentEnvironment.env
      """),
  ]

  public static let nonTriggeringExamples: [LintExample] = [
    LintExample(
      """
      // archgen:disable:next direct-environment-access
      struct Store { let d = CurrentEnvironment.env.date() }
      """),
    LintExample(
      """
      struct Store {
        let d = CurrentEnvironment.env.date() // archgen:disable:this direct-environment-access
      }
      """),
    LintExample(
      """
      // archgen:disable all
      struct Store { let d = CurrentEnvironment.env.date() }
      // archgen:enable all
      """),
    LintExample(
      """
      // archgen:disable:next impure-reducer - the rule is off by default
      func reduce(state: inout S, event: E) { state.date = Date() }
      """),
    LintExample("/* archgen:disable:next direct-environment-access */ let a = 1"),
  ]
}
