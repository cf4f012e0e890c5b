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
    if file.environment.allowDefaultArguments || EnvironmentExemptions.allowsReads(in: file) {
      return []
    }
    return file.environmentReferences.compactMap { reference in
      guard reference.kind == .read, reference.context.isDefaultArgument,
        !EnvironmentExemptions.exempts(reference, in: file),
        !EnvironmentExemptions.allowsReads(in: reference.enclosingType, file)
      else { return nil }
      let place = reference.enclosingType.map { "'\($0.name)'" } ?? "code outside any type"
      return RuleViolation(
        position: reference.position,
        message:
          "\(place) reads the environment '\(reference.name)' in a default argument; pass the dependency from a Builder instead"
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
      final class OrdersViewModel {
        init(stores: StoresManager = Current.stores) { }
      }
      """, allowDefaultArguments: true),
    .current("final class OrdersViewModel { init(stores: StoresManager) { } }"),
    .current("final class OrdersBuilder { init(stores: StoresManager = Current.stores) { } }"),
    .current("struct Store { func f() -> API { Current.api } }"),
  ]
}
