/// The commented `.archgen.yml` that `archgen init` writes: the proposal's values, each found one
/// with its reason beside it, and the defaults of everything else.
public enum ProposedConfigFile {
  public static func render(_ proposal: ProjectProposal) -> String {
    func value(_ finding: ProjectProposal.Finding) -> String {
      finding.value + (finding.isDefault ? "" : "  # \(finding.reason)")
    }
    func list(_ items: [String]) -> String { "[\(items.joined(separator: ", "))]" }
    return """
      # archgen configuration, proposed by `archgen init` from \(proposal.filesRead) Swift files.
      # Every key is optional; unknown keys are reported. See Documentation for every option.

      environment:\(evidence(proposal))
        # The expression a generated Builder reads the environment through.
        accessor: \(yaml(proposal.accessor.value))\(proposal.accessor.isDefault ? "" : "  # \(proposal.accessor.reason)")
        # What lint treats as the environment, and the functions that replace it.
        names: \(list(proposal.names))
        mutators: \(list(proposal.mutators))\(injection(proposal))

      scaffold:
        output: .
        # tests_output: Tests
        # templates: Templates/archgen
        reactive: \(value(proposal.reactive))
        ui: \(value(proposal.ui))
        project: \(yaml(proposal.project.value))
        # author: Jane Appleseed
        # organization: Example Ltd
        modules:
          feedback: \(value(proposal.feedbackModule))
          verification: \(value(proposal.verificationModule))
          app: \(value(proposal.appModule))
        # The store's dependencies as NAME: TYPE (default: now: () -> Date, from the environment's date).
        # dependencies: ["auth: AuthServiceType", "now: () -> Date"]

      enum_props:
        prefix: is
        setters: false

      graph:
        functions: []              # extra names of functions whose switch reduces a state
        excluded: [Tests, "*Tests", "*UITests", "*Mocks", Mocks]  # never read: tests and doubles

      lint:
        included: []               # paths to lint when none are given on the command line
        excluded: []               # path globs never linted
        environment:
          allowed_types: ["*Builder", "*Assembly"]
          allowed_paths: []
          mutation_allowed_types: ["*AppDelegate", "*App", "*Assembly"]
          mutation_allowed_paths: []
          accessors: [env]
          allow_default_arguments: false
          allow_previews: true
          allowed_conditions: []
          allow_environment_type: true
        # suppression_aliases:
        #   prohibit_environment_assignment: environment-mutation
        # rules:
        #   impure-reducer:
        #     enabled: true
        #     severity: warning
        #     excluded: ["Legacy/**"]

      """
  }

  /// What the app's files show for the proposal, as comments.
  private static func evidence(_ proposal: ProjectProposal) -> String {
    proposal.evidence.map { "\n  # Found: \($0)" }.joined()
  }

  /// The injection wrappers and resolver methods that read the environment, when the app uses any.
  private static func injection(_ proposal: ProjectProposal) -> String {
    var lines: [String] = []
    if !proposal.propertyWrappers.isEmpty {
      lines.append("  property_wrappers: \(InitReport.list(proposal.propertyWrappers))")
    }
    if !proposal.resolvers.isEmpty {
      lines.append("  resolvers: \(InitReport.list(proposal.resolvers))")
    }
    return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n")
  }

  /// A plain scalar when YAML reads it back as the same string, else a quoted one.
  private static func yaml(_ text: String) -> String {
    let plain =
      !text.isEmpty && !(text.first?.isNumber ?? false)
      && text.unicodeScalars.allSatisfy { $0.properties.isXIDContinue || $0 == "." }
      && !["true", "false", "null", "yes", "no", "on", "off"].contains(text.lowercased())
    if plain { return text }
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
