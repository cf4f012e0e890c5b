/// What `--verbose` prints for each config file a run used: the file, the one it extends and the
/// settings in force below it once merged, one `key: value` line each.
package enum EffectiveConfigDescription {
  package static func text(_ effective: LintResult.EffectiveConfig) -> String {
    let config = effective.config
    let environment = config.environment
    var lines = [
      "config \(effective.path), extending \(effective.extends ?? "the defaults"):"
    ]
    func list(_ key: String, _ values: [String]) {
      lines.append("  \(key): [\(values.joined(separator: ", "))]")
    }
    list("environment.names", environment.names)
    list("environment.mutators", environment.mutators)
    list("environment.property_wrappers", environment.propertyWrappers)
    list("environment.resolvers", environment.resolvers)
    list("lint.excluded", config.excluded)
    list("lint.environment.allowed_types", environment.allowedTypes)
    list("lint.environment.allowed_paths", environment.allowedPaths)
    list("lint.environment.mutation_allowed_types", environment.mutationAllowedTypes)
    list("lint.environment.mutation_allowed_paths", environment.mutationAllowedPaths)
    list("lint.environment.accessors", environment.accessors)
    list("lint.environment.allowed_conditions", environment.allowedConditions)
    lines.append("  lint.environment.allow_default_arguments: \(environment.allowDefaultArguments)")
    lines.append("  lint.environment.allow_previews: \(environment.allowPreviews)")
    lines.append("  lint.environment.allow_environment_type: \(environment.allowEnvironmentType)")
    for id in config.rules.keys.sorted() {
      let rule = config.rules[id]!
      var parts: [String] = []
      if let enabled = rule.enabled { parts.append("enabled: \(enabled)") }
      if let severity = rule.severity { parts.append("severity: \(severity.rawValue)") }
      if !rule.excluded.isEmpty {
        parts.append("excluded: [\(rule.excluded.joined(separator: ", "))]")
      }
      lines.append("  lint.rules.\(id): {\(parts.joined(separator: ", "))}")
    }
    if !config.suppressionAliases.isEmpty {
      let pairs = config.suppressionAliases.keys.sorted().map {
        "\($0): \(config.suppressionAliases[$0]!)"
      }
      lines.append("  lint.suppression_aliases: {\(pairs.joined(separator: ", "))}")
    }
    return lines.joined(separator: "\n")
  }
}
