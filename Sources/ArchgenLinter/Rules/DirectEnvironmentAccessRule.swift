import ArchgenCore

/// Only Builders, Assemblies and tests may read the global environment; everything else gets its
/// dependencies injected.
public struct DirectEnvironmentAccessRule: LintRule {
  public static let id = "direct-environment-access"
  public static let description =
    "Reads of the global environment outside a Builder, an Assembly or a test; inject the dependency instead."
  public static let defaultSeverity = Diagnostic.Severity.error

  public init() {}

  public func check(_ file: LintFile) -> [RuleViolation] {
    EnvironmentExemptions.reportedReads(in: file, defaultArguments: false).map { read, place in
      RuleViolation(
        position: read.position,
        message: read.via == nil
          ? "\(place) reads the environment '\(read.name)' directly; inject the dependency from a Builder instead"
          : "\(place) reads the environment \(EnvironmentExemptions.what(read)); inject the dependency from a Builder instead"
      )
    }
  }

  public static let triggeringExamples: [LintExample] = [
    LintExample(
      """
      final class LoginStore {
        func load() {
          let api = ↓CurrentEnvironment.env.apiService
        }
      }
      """),
    LintExample(
      """
      final class LoginBuilder {
        struct Formatter {
          let now = ↓CurrentEnvironment.env.date()
        }
      }
      """),
    LintExample(
      """
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView(api: ↓CurrentEnvironment.env.apiService) } }
      }
      """),
    LintExample("func now() -> Date { ↓CurrentEnvironment.env.date() }"),
    .current(
      """
      struct ProfileStore {
        func now() -> Date { ↓Current.date() }
      }
      """),
    .current("struct Zoom { func set(_ v: Double) { ↓Current.settings.zoom = v } }"),
    LintExample(
      "final class Screen { func setUp() { let api = ↓CurrentEnvironment.env.api } }",
      environment: .init(names: ["CurrentEnvironment"], mutators: ["set*"])),
    .current(
      """
      struct Loader {
        func load() { run { [↓Current] in Current.api.load() } }
      }
      """),
    .current("#if DEBUG\nstruct Menu { let api = ↓Current.api }\n#endif"),
    .current(
      """
      struct RowPreviews: PreviewProvider {
        static var previews: some View { Row(api: ↓Current.api) }
      }
      """, allowPreviews: false),
    .current(
      """
      final class Cache {
        var items: [String: Int] = [:]
        func put() { items[↓Current.locale.identifier] = 1 }
      }
      """),
    .factory(
      """
      final class ProfileViewModel {
        @LazyInjected(\\↓SharedContainer.logger) var logger
        @↓Injected(\\.api) var api
        @↓WeakLazyInjected var router: Router?
        private let store = ↓Container.shared.store()
        func load() { let keys = resolve(\\↓Container.keychain) }
        func pick(in container: Resolving) { let a = container.↓resolve(API.self) }
        let path = \\↓Container.shared.clock
      }
      """),
  ]

  public static let nonTriggeringExamples: [LintExample] = [
    LintExample(
      """
      final class LoginBuilder {
        func build() -> LoginStore { LoginStore(api: CurrentEnvironment.env.apiService) }
      }
      """),
    LintExample(
      """
      extension LoginBuilder {
        func makeStore() -> LoginStore { LoginStore(now: { CurrentEnvironment.env.date() }) }
      }
      """),
    LintExample(
      """
      enum EnvironmentAssembly {
        static func make() -> Environment { CurrentEnvironment.env }
      }
      """),
    LintExample(
      "final class LoginStoreTests { let env = CurrentEnvironment.env }",
      path: "App/LoginTests/LoginStoreTests.swift"),
    LintExample(
      """
      // CurrentEnvironment.env.apiService
      let text = "CurrentEnvironment.env.apiService"
      """),
    LintExample(
      """
      struct Settings { static var env = "prod" }
      struct Store {
        func date(env: Environment) -> Date { env.date() }
        let mode = Settings.env
      }
      """),
    LintExample(
      """
      final class MyCurrentEnvironment { static var env = 1 }
      struct Store {
        let a = MyCurrentEnvironment.env
        let b = CurrentEnvironmentTests.self
        let c = config.CurrentEnvironment
      }
      """),
    LintExample(
      """
      final class CurrentEnvironment {
        private static var environment: Environment!
        static var env: Environment { environment }
        static var now: Date { CurrentEnvironment.env.date() }
      }
      """),
    LintExample("struct Store { func reset() { CurrentEnvironment.setEnvironment(.mock) } }"),
    .current("struct Store { func f() { let Current = 1; print(Current) } }"),
    .current("func f(Current: Int) -> Int { Current + 1 }"),
    .current("struct Store { func f() { Current.date = { Date() } } }"),
    .current("var Current = Environment.live"),
    .current("struct Store { init(api: API = Current.api) { } }"),
    .current(
      """
      struct Store {
        func f(x: Int?) {
          switch x { case .some(let Current): print(Current) case nil: break }
          if case let Current? = x { print(Current) }
          do { try g() } catch let Current { print(Current) }
        }
      }
      """),
    .current(
      """
      var Current: AppEnvironment { underlying }
      extension AppEnvironment { var now: Date { Current.date() } }
      final class AppEnvironment { struct Clock { let d = Current.date() } }
      """),
    .current(
      """
      #Preview { Row(api: Current.api) }
      struct RowPreviews: PreviewProvider {
        static var previews: some View { Row(api: Current.api) }
      }
      """),
    .current(
      "// with `allowed_conditions: [DEBUG]`\n#if DEBUG\nstruct Menu { let api = Current.api }\n#endif",
      allowedConditions: ["DEBUG"]),
    .factory(
      """
      extension Container {
        var api: Factory<API> { self { LiveAPI(logger: self.logger()) } }
        var keychain: Factory<Keychain> { self { Keychain(api: resolve(\\Container.api)) } }
      }
      final class ProfileBuilder {
        @Injected(\\.api) var api
        func build() -> ProfileViewModel { ProfileViewModel(store: Container.shared.store()) }
      }
      struct Row {
        let path = \\Profile.name
        @Published var name = ""
        func f(promise: Promise) { promise.resolve(name) }
      }
      """),
  ]
}
