import ArchgenConfig
import ArchgenCore

/// A lint rule: one small type carrying its id, description, default severity and examples.
public protocol LintRule: Sendable {
  static var id: String { get }
  /// One sentence, used in reports and generated documentation.
  static var description: String { get }
  static var defaultSeverity: Diagnostic.Severity { get }
  static var enabledByDefault: Bool { get }
  /// Code that must produce a finding at each `↓` marker, and nowhere else.
  static var triggeringExamples: [LintExample] { get }
  static var nonTriggeringExamples: [LintExample] { get }

  init()

  /// Violations in one file; severity is filled in by the linter from the config.
  func check(_ file: LintFile) -> [RuleViolation]
}

/// Where a rule fired and why, before severity and suppression are applied.
public struct RuleViolation: Sendable, Hashable {
  public var position: AbsolutePositionValue
  public var message: String

  public init(position: AbsolutePositionValue, message: String) {
    self.position = position
    self.message = message
  }
}

/// A UTF-8 offset into the file (SwiftSyntax's `AbsolutePosition` without the import).
public typealias AbsolutePositionValue = Int

/// A rule example: source with `↓` before each expected finding, linted as if at `path`.
public struct LintExample: Sendable {
  public static let marker: Character = "↓"

  public var code: String
  public var path: String
  public var environment: LintConfig.EnvironmentConfig

  public init(
    _ code: String, path: String = "App/Sources/Feature/Example.swift",
    environment: LintConfig.EnvironmentConfig = .init()
  ) {
    self.code = code
    self.path = path
    self.environment = environment
  }

  /// An example where the environment is the global variable `Current`.
  /// The settings other than the names may be changed from their defaults.
  public static func current(
    _ code: String, path: String = "App/Sources/Feature/Example.swift",
    allowPreviews: Bool = true, allowedConditions: [String] = [],
    allowDefaultArguments: Bool = false
  ) -> LintExample {
    var environment = LintConfig.EnvironmentConfig(names: ["Current"])
    environment.allowPreviews = allowPreviews
    environment.allowedConditions = allowedConditions
    environment.allowDefaultArguments = allowDefaultArguments
    return LintExample(code, path: path, environment: environment)
  }

  /// An example on Factory containers: `Container` and `SharedContainer` are the environment, and
  /// Factory's property wrappers and `resolve` calls inject from it.
  public static func factory(_ code: String, path: String = "App/Sources/Feature/Example.swift")
    -> LintExample
  {
    var environment = LintConfig.EnvironmentConfig(names: ["Container", "SharedContainer"])
    environment.propertyWrappers = ["Injected", "LazyInjected", "WeakLazyInjected"]
    environment.resolvers = ["resolve"]
    return LintExample(code, path: path, environment: environment)
  }

  /// The code without markers.
  public var source: String { code.filter { $0 != Self.marker } }
}

extension LintRule {
  public static var enabledByDefault: Bool { true }
}
