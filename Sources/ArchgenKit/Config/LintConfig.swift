/// `lint:` in `.archgen.yml`.
public struct LintConfig: Sendable, Equatable {
  /// Paths to lint when none are given on the command line.
  public var included: [String] = []
  /// Path globs never linted.
  public var excluded: [String] = []
  public var environment = EnvironmentConfig()
  /// Per-rule settings keyed by rule id.
  public var rules: [String: RuleConfig] = [:]

  public init() {}

  init(_ section: ConfigMapping) throws(Diagnostic) {
    included = try section.strings("included") ?? included
    excluded = try section.strings("excluded") ?? excluded
    if let env = try section.mapping("environment") { environment = try EnvironmentConfig(env) }
    if let rulesSection = try section.mapping("rules") {
      for id in rulesSection.keys {
        if let rule = try rulesSection.mapping(id) { rules[id] = try RuleConfig(rule) }
      }
      rulesSection.finish()
    }
    section.finish()
  }

  /// `lint.environment:`: what the global environment is called and who may touch it.
  public struct EnvironmentConfig: Sendable, Equatable {
    public var names: [String] = ["CurrentEnvironment"]
    public var mutators: [String] = ["setEnvironment"]
    public var allowedTypes: [String] = ["*Builder", "*Assembly"]
    public var allowedPaths: [String] = []
    public var mutationAllowedTypes: [String] = ["*AppDelegate", "*App", "*Assembly"]
    public var mutationAllowedPaths: [String] = []

    public init() {}

    init(_ section: ConfigMapping) throws(Diagnostic) {
      names = try section.strings("names") ?? names
      mutators = try section.strings("mutators") ?? mutators
      allowedTypes = try section.strings("allowed_types") ?? allowedTypes
      allowedPaths = try section.strings("allowed_paths") ?? allowedPaths
      mutationAllowedTypes = try section.strings("mutation_allowed_types") ?? mutationAllowedTypes
      mutationAllowedPaths = try section.strings("mutation_allowed_paths") ?? mutationAllowedPaths
      section.finish()
    }
  }

  /// `lint.rules.<id>:`.
  public struct RuleConfig: Sendable, Equatable {
    public var enabled: Bool?
    public var severity: Diagnostic.Severity?
    public var excluded: [String] = []

    public init() {}

    init(_ section: ConfigMapping) throws(Diagnostic) {
      enabled = try section.bool("enabled")
      if let raw = try section.string("severity") {
        guard let value = Diagnostic.Severity(rawValue: raw), value != .note else {
          throw .error(
            "'\(section.keyPath).severity' has invalid value '\(raw)'; expected one of: error, warning",
            file: section.file)
        }
        severity = value
      }
      excluded = try section.strings("excluded") ?? excluded
      section.finish()
    }
  }
}
