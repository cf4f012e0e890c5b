import ArchgenConfig
import ArchgenCore
import SwiftSyntax

/// What linting one file produced, with what the run's summary and second pass need.
public struct LintFileResult: Sendable {
  public var findings: [LintFinding] = []
  /// The file was parsed (the byte search did not rule it out).
  public var parsed = false
  /// Findings a suppression comment silenced.
  public var suppressed = 0
  /// The environment's own types this file declares (`var Current: AppEnvironment`).
  public var environmentTypes: Set<String> = []
  /// Every type around some reference to the environment.
  public var typesAroundReferences: Set<String> = []
  /// The configured environment names, wrappers (`@Injected`) and resolvers the file uses.
  public var environmentEntries: Set<String> = []
  /// Ancestors and scope children visited to find the references (see `LintFile.referenceSteps`).
  public var referenceSteps = 0
}

/// Lints one file's text: rules, then suppressions, then superfluous suppressions. Pure and
/// thread-safe, so files can be linted in parallel.
public struct FileLinter: Sendable {
  /// A rule that runs, with its configured severity and excluded globs.
  package struct ActiveRule: Sendable {
    package var rule: any LintRule
    package var id: String
    package var severity: Diagnostic.Severity
    package var excluded: [String]
  }

  package let config: LintConfig
  package let rules: [ActiveRule]
  private let superfluous: ActiveRule?
  /// Skip the parse of files that cannot hold a finding. Off only to prove that it changes nothing.
  package let prefilter: Bool
  /// Byte strings without which no rule can fire: what every environment reference contains,
  /// and archgen's suppression prefix (a superfluous one is a finding). A SwiftLint comment is
  /// not: through an alias it can only silence a finding, which needs a reference first. Made
  /// once: every file of the run is searched for them.
  private let needles: [String]

  public init(config: LintConfig, prefilter: Bool = true) {
    self.config = config
    self.prefilter = prefilter
    needles = EnvironmentReferenceFinder.needles(config.environment) + [SuppressionCommand.prefix]
    var rules: [ActiveRule] = []
    for type in LintRegistry.rules {
      let settings = config.rules[type.id]
      guard settings?.enabled ?? type.enabledByDefault else { continue }
      rules.append(
        ActiveRule(
          rule: type.init(), id: type.id, severity: settings?.severity ?? type.defaultSeverity,
          excluded: settings?.excluded ?? []))
    }
    self.rules = rules.filter { $0.id != SuperfluousDisableRule.id }
    self.superfluous = rules.first { $0.id == SuperfluousDisableRule.id }
  }

  /// Whether the file could hold a finding at all: a byte search that saves parsing most files.
  /// Without the environment's names, a mutator or a suppression comment no rule can fire, so
  /// syntax errors there are not reported either (they cannot hide a finding).
  public func mayContainFindings(_ text: String) -> Bool {
    if rules.contains(where: { $0.id == ImpureReducerRule.id }) { return true }
    return ByteSearch.containsAny(text, needles)
  }

  private var suppressionPrefixes: [String] {
    [SuppressionCommand.prefix]
      + (config.suppressionAliases.isEmpty ? [] : [SuppressionCommand.swiftLintPrefix])
  }

  /// The findings in one file, unsorted.
  /// `projectPath` is the path below the linted root (see `LintFile.projectPath`); default `path`.
  public func lint(path: String, text: String, projectPath: String? = nil) -> [LintFinding] {
    lintFile(path: path, text: text, projectPath: projectPath).findings
  }

  /// One file's findings and what the summary and the environment-type pass need.
  /// `environmentTypes` are the environment's own types declared anywhere in the run.
  public func lintFile(
    path: String, text: String, projectPath: String? = nil, environmentTypes: Set<String> = []
  ) -> LintFileResult {
    let relevant = mayContainFindings(text)
    guard relevant || !prefilter else { return LintFileResult() }
    return lintFile(
      ParsedSource(path: path, text: text), text: text, relevant: relevant,
      projectPath: projectPath, environmentTypes: environmentTypes)
  }

  /// One parsed file's findings. `relevant` is `mayContainFindings(text)`: syntax errors are
  /// findings only where a rule could have fired.
  package func lintFile(
    _ parsed: ParsedSource, text: String, relevant: Bool, projectPath: String?,
    environmentTypes: Set<String>
  ) -> LintFileResult {
    var result = LintFileResult()
    result.parsed = true
    let path = parsed.path
    let lines = SourceLines(text)
    let syntaxErrors = parsed.syntaxErrors
    var findings: [LintFinding]
    if !syntaxErrors.isEmpty {
      findings = relevant ? syntaxFindings(syntaxErrors, path: path, lines: lines) : []
    } else {
      let active = rules.filter {
        !PathPattern.matches(path: projectPath ?? path, anyOf: $0.excluded)
      }
      let file = LintFile(
        parsed: parsed, environment: config.environment, projectPath: projectPath,
        environmentTypes: environmentTypes, text: text)
      findings = ruleFindings(active, file: file, lines: lines)
      result.environmentTypes = file.ownTypes
      result.typesAroundReferences = Set(file.environmentReferences.flatMap(\.context.typeNames))
      result.referenceSteps = file.referenceSteps
      result.environmentEntries = file.environmentEntries
      // Walking every token's trivia is costly; skip it when no comment can be a suppression.
      if ByteSearch.containsAny(text, suppressionPrefixes) {
        var suppressed = 0
        findings = suppress(
          findings, parsed: parsed, projectPath: projectPath ?? path, active: active, lines: lines,
          suppressed: &suppressed)
        result.suppressed = suppressed
      }
    }
    lines.setUTF16Columns(&findings)
    result.findings = findings
    return result
  }

  private func syntaxFindings(_ errors: [Diagnostic], path: String, lines: SourceLines)
    -> [LintFinding]
  {
    errors.map { error in
      let line = error.line ?? 1
      return LintFinding(
        file: path, line: line, column: error.column ?? 1, severity: .error,
        rule: LintRegistry.syntaxErrorID, message: error.message, code: lines.code(line))
    }
  }

  private func ruleFindings(_ active: [ActiveRule], file: LintFile, lines: SourceLines)
    -> [LintFinding]
  {
    var findings: [LintFinding] = []
    for rule in active {
      for violation in rule.rule.check(file) {
        let location = file.parsed.location(of: AbsolutePosition(utf8Offset: violation.position))
        findings.append(
          LintFinding(
            file: file.path, line: location.line, column: location.column,
            severity: rule.severity,
            rule: rule.id, message: violation.message, code: lines.code(location.line)))
      }
    }
    return findings
  }

  private func suppress(
    _ findings: [LintFinding], parsed: ParsedSource, projectPath: String, active: [ActiveRule],
    lines: SourceLines, suppressed: inout Int
  ) -> [LintFinding] {
    let commands = SuppressionCommand.commands(in: parsed, aliases: config.suppressionAliases)
    guard !commands.isEmpty else { return findings }
    var filter = SuppressionFilter(commands)
    var kept = filter.filter(findings)
    suppressed = findings.count - kept.count
    guard let superfluous, !PathPattern.matches(path: projectPath, anyOf: superfluous.excluded)
    else {
      return kept
    }
    // `graph --strict` rules are suppressed with the same comments; lint must not call them unknown.
    let known = LintRegistry.rules.map { $0.id } + StrictRule.allCases.map(\.id)
    let unused = filter.superfluous(
      activeRules: Set(active.map { $0.id }), knownRules: Set(known),
      reportingRule: SuperfluousDisableRule.id)
    for item in unused {
      kept.append(
        LintFinding(
          file: parsed.path, line: item.command.line, column: item.command.column,
          severity: superfluous.severity, rule: superfluous.id, message: item.message,
          code: lines.code(item.command.line)))
    }
    return kept
  }
}
