import ArchgenCore

/// The environment is set up once, at the app's entry point; nothing else may replace it.
public struct EnvironmentMutationRule: LintRule {
  public static let id = "environment-mutation"
  public static let description =
    "Replacing the global environment or one of its members outside the app entry point, an Assembly or a test."
  public static let defaultSeverity = Diagnostic.Severity.error

  public init() {}

  public func check(_ file: LintFile) -> [RuleViolation] {
    let environment = file.environment
    if file.isTestFile
      || PathPattern.matches(path: file.projectPath, anyOf: environment.mutationAllowedPaths)
    {
      return []
    }
    return file.environmentReferences.compactMap { reference in
      guard reference.kind == .mutation, !EnvironmentExemptions.exempts(reference, in: file) else {
        return nil
      }
      if let type = reference.enclosingType {
        if type.isMain
          || PathPattern.matches(name: type.name, anyOf: environment.mutationAllowedTypes)
        {
          return nil
        }
      } else if file.isMainFile {
        return nil
      }
      let place = reference.enclosingType.map { "'\($0.name)'" } ?? "code outside any type"
      return RuleViolation(
        position: reference.position,
        message:
          "\(place) mutates the environment through '\(reference.name)'; only the app entry point, an Assembly or tests may"
      )
    }
  }

  public static let triggeringExamples: [LintExample] = [
    LintExample(
      "final class LoginStore { func reset() { ↓CurrentEnvironment.setEnvironment(.mock) } }"),
    LintExample("struct Store { func reset() { ↓setEnvironment(.mock) } }"),
    LintExample(
      """
      final class LoginBuilder {
        func build() { ↓CurrentEnvironment.env.locale = Locale(identifier: "en") }
      }
      """),
    .current(
      """
      struct ProfileStore {
        func f() { ↓Current.date = { Date() } }
      }
      """),
    .current("func configure() { ↓Current = .live }"),
    .current("enum Counter { static func bump() { ↓Current.count += 1 } }"),
    .current("func f(x: inout Int) { swap(&↓Current.retries, &x) }"),
    .current("struct Store { func f() { ↓Current.api = MockAPI() } }"),
    LintExample(
      "struct Store { func f() { ↓CurrentEnvironment.replaceAPI(.mock) } }",
      environment: .init(names: ["CurrentEnvironment"], mutators: ["replace*"])),
  ]

  public static let nonTriggeringExamples: [LintExample] = [
    LintExample(
      """
      final class AppDelegate: UIResponder {
        func application() { CurrentEnvironment.setEnvironment(EnvironmentAssembly.make()) }
      }
      """),
    .current(
      """
      @main
      struct Shop {
        static func main() { Current = .live }
      }
      """),
    .current("struct ShopApp: App { init() { Current = .live } }"),
    .current("enum EnvironmentAssembly { static func mock() { Current.date = { .distantPast } } }"),
    .current(
      "final class StoreTests { func setUp() { Current = .mock } }",
      path: "App/Tests/StoreTests.swift"),
    .current("Current = .live", path: "App/Sources/main.swift"),
    .current("struct Store { let d = Current.date() }"),
    .current("struct Store { func f() -> Bool { Current.locale == .current } }"),
    .current("struct Store { func f() { var Current = 1; Current = 2 } }"),
    .current("struct Store { func f() { var date = Current.date; date = .now } }"),
    .current("struct Zoom { func set(_ v: Double) { Current.settings.zoom = v } }"),
    .current(
      """
      #Preview { Current.api = MockAPI(); return Row() }
      """),
    LintExample("struct Store { func f() { webView.setEnvironment(.dark) } }"),
    LintExample(
      """
      final class CurrentEnvironment {
        private static var environment: Environment!
        static func setEnvironment(_ environment: Environment) { self.environment = environment }
      }
      """),
    .current(
      """
      var Current = Environment.live
      func setEnvironment(_ environment: Environment) { Current = environment }
      """),
    LintExample(
      """
      // CurrentEnvironment.setEnvironment(.mock)
      let text = "Current = .mock"
      """),
  ]
}
