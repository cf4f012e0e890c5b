import ArchgenCore

/// A parameter's default value that reads the environment (`init(api: API = Current.api)`): the
/// type already takes the dependency injected, and the default is a compromise many teams accept.
/// Its own rule, so that a team can baseline, disable or allow it (`allow_default_arguments`)
/// apart from other reads.
public struct EnvironmentDefaultArgumentRule: LintRule {
  public static let id = "environment-default-argument"
  public static let description =
    "A parameter's default value reads the global environment outside a Builder, an Assembly or a test; set `allow_default_arguments: true` to accept these."
  public static let defaultSeverity = Diagnostic.Severity.error

  public init() {}

  public func check(_ file: LintFile) -> [RuleViolation] {
    guard !file.environment.allowDefaultArguments else { return [] }
    return EnvironmentExemptions.reportedReads(in: file, defaultArguments: true).map {
      read, place in
      RuleViolation(
        position: read.position,
        message:
          "\(place) reads the environment \(EnvironmentExemptions.what(read)) in a default argument; pass the dependency from a Builder instead"
      )
    }
  }

  public static let triggeringExamples: [LintExample] = [
    .current(
      """
      final class OrdersViewModel {
        init(stores: StoresManager = ↓Current.stores) { }
      }
      """),
    .current("func load(api: API = ↓Current.api) { }"),
  ]

  public static let nonTriggeringExamples: [LintExample] = [
    .current(
      """
      final class OrdersBuilder {
        init(stores: StoresManager = Current.stores) { }
      }
      """),
    .current("final class OrdersViewModel { init(stores: StoresManager) { } }"),
    .current(
      """
      // with `allow_default_arguments: true`
      final class OrdersViewModel {
        init(stores: StoresManager = Current.stores) { }
      }
      """, allowDefaultArguments: true),
    .current("struct Store { func f() -> API { Current.api } }"),
  ]
}
