import ArchgenCore

/// `lint:` in `.archgen.yml`.
public struct LintConfig: Sendable, Equatable, Codable {
  /// Paths to lint when none are given on the command line.
  public var included: [String] = []
  /// Path globs never linted.
  public var excluded: [String] = []
  public var environment = EnvironmentConfig()
  /// Per-rule settings keyed by rule id.
  public var rules: [String: RuleConfig] = [:]
  /// Other tools' rule names whose suppression comments archgen honours, mapped to archgen rule
  /// ids: `prohibit_environment_assignment: environment-mutation` makes
  /// `// swiftlint:disable:next prohibit_environment_assignment` suppress `environment-mutation`.
  public var suppressionAliases: [String: String] = [:]

  public init() {}

  package init(_ section: ConfigMapping) throws(Diagnostic) {
    included = try section.strings("included", default: included)
    excluded = try section.strings("excluded", default: excluded)
    if let env = try section.mapping("environment") { environment = try EnvironmentConfig(env) }
    if let rulesSection = try section.mapping("rules") {
      for id in rulesSection.keys {
        if let rule = try rulesSection.mapping(id) { rules[id] = try RuleConfig(rule) }
      }
      rulesSection.finish()
    }
    if let aliases = try section.mapping("suppression_aliases") {
      for name in aliases.keys { suppressionAliases[name] = try aliases.string(name) }
      aliases.finish()
    }
    section.finish()
  }

  /// `lint.environment:`: what the global environment is called and who may touch it.
  public struct EnvironmentConfig: Sendable, Equatable, Codable {
    public var names: [String] = ["CurrentEnvironment"]
    public var mutators: [String] = ["setEnvironment"]
    public var allowedTypes: [String] = ["*Builder", "*Assembly"]
    public var allowedPaths: [String] = []
    public var mutationAllowedTypes: [String] = ["*AppDelegate", "*App", "*Assembly"]
    public var mutationAllowedPaths: [String] = []
    /// Members that are the environment itself (`CurrentEnvironment.env`), not a member of it.
    public var accessors: [String] = ["env"]
    /// Reads in parameters' default values (`init(api: API = Current.api)`) are accepted;
    /// otherwise `environment-default-argument` reports them.
    public var allowDefaultArguments = false
    /// `#Preview`, `PreviewProvider` types and `@Previewable` declarations may use the environment.
    public var allowPreviews = true
    /// Code compiled only under these `#if` conditions (`DEBUG`) may use the environment.
    public var allowedConditions: [String] = []
    /// The environment's own type (the declared type of a global accessor), its nested types and
    /// extensions may use the environment, as types named in `names` may.
    public var allowEnvironmentType = true
    /// Property wrappers that inject from the environment (`@Injected(\.api)`, `@LazyInjected`,
    /// TCA's `@Dependency`): a variable with one reads the environment. Set in `environment:`.
    public var propertyWrappers: [String] = []
    /// Methods whose call with a metatype or key path resolves a dependency from a container
    /// (`container.resolve(API.self)`, `resolve(\.api)`): a read. Set in `environment:`.
    public var resolvers: [String] = []

    public init() {}

    /// The defaults with other names (and mutators).
    public init(names: [String], mutators: [String]? = nil) {
      self.names = names
      if let mutators { self.mutators = mutators }
    }

    package init(_ section: ConfigMapping) throws(Diagnostic) {
      for key in ["names", "mutators"] where section.keys.contains(key) {
        section.warn(
          key,
          "is deprecated and will be removed in the next release: use 'environment.\(key)' (top "
            + "level), which lint and scaffolding both read")
      }
      names = try section.strings("names", default: names)
      try section.checkNames(names, key: "names", nonEmpty: true)
      mutators = try section.strings("mutators", default: mutators)
      try section.checkNames(mutators, key: "mutators", nonEmpty: false, globs: true)
      allowedTypes = try section.strings("allowed_types", default: allowedTypes)
      allowedPaths = try section.strings("allowed_paths", default: allowedPaths)
      mutationAllowedTypes = try section.strings(
        "mutation_allowed_types", default: mutationAllowedTypes)
      mutationAllowedPaths = try section.strings(
        "mutation_allowed_paths", default: mutationAllowedPaths)
      accessors = try section.strings("accessors", default: accessors)
      allowDefaultArguments = try section.bool("allow_default_arguments") ?? allowDefaultArguments
      allowPreviews = try section.bool("allow_previews") ?? allowPreviews
      allowedConditions = try section.strings("allowed_conditions", default: allowedConditions)
      allowEnvironmentType = try section.bool("allow_environment_type") ?? allowEnvironmentType
      section.finish()
    }
  }

  /// `lint.rules.<id>:`.
  public struct RuleConfig: Sendable, Equatable, Codable {
    public var enabled: Bool?
    public var severity: Diagnostic.Severity?
    public var excluded: [String] = []

    public init() {}

    package init(_ section: ConfigMapping) throws(Diagnostic) {
      enabled = try section.bool("enabled")
      if let raw = try section.string("severity") {
        guard let value = Diagnostic.Severity(rawValue: raw), value != .note else {
          throw section.error(
            "severity", "has invalid value '\(raw)'; expected one of: error, warning")
        }
        severity = value
      }
      excluded = try section.strings("excluded", default: excluded)
      section.finish()
    }
  }
}
