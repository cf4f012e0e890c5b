import SwiftSyntax

/// Lints one file's text: rules, then suppressions, then superfluous suppressions. Pure and
/// thread-safe, so files can be linted in parallel.
public struct LintEngine: Sendable {
  /// A rule that runs, with its configured severity and excluded globs.
  struct ActiveRule: Sendable {
    var rule: any LintRule
    var id: String
    var severity: Diagnostic.Severity
    var excluded: [String]
  }

  let config: LintConfig
  let rules: [ActiveRule]
  private let superfluous: ActiveRule?

  public init(config: LintConfig) {
    self.config = config
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

  /// Whether the file could hold a finding at all; a byte search that saves parsing most files.
  func mayContainFindings(_ text: String) -> Bool {
    if rules.contains(where: { $0.id == ImpureReducerRule.id }) { return true }
    let needles =
      config.environment.names + config.environment.mutators + [SuppressionCommand.prefix]
    return needles.contains { text.contains($0) }
  }

  /// The findings in one file, unsorted.
  /// `projectPath` is the path below the linted root (see `LintFile.projectPath`); default `path`.
  public func lint(path: String, text: String, projectPath: String? = nil) -> [LintFinding] {
    guard mayContainFindings(text) else { return [] }
    let parsed = ParsedSource(path: path, text: text)
    let lines = SourceLines(text)
    let syntaxErrors = parsed.syntaxErrors
    var findings: [LintFinding]
    if !syntaxErrors.isEmpty {
      findings = syntaxFindings(syntaxErrors, path: path, lines: lines)
    } else {
      let active = rules.filter { !PathPattern.matches(path: path, anyOf: $0.excluded) }
      let file = LintFile(
        parsed: parsed, environment: config.environment, projectPath: projectPath)
      findings = ruleFindings(active, file: file, lines: lines)
      // Walking every token's trivia is costly; skip it when no comment can be a suppression.
      if text.contains(SuppressionCommand.prefix) {
        findings = suppress(findings, parsed: parsed, active: active, lines: lines)
      }
    }
    for index in findings.indices {
      findings[index].utf16Column = lines.utf16Column(
        line: findings[index].line, utf8Column: findings[index].column)
    }
    return findings
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
    _ findings: [LintFinding], parsed: ParsedSource, active: [ActiveRule], lines: SourceLines
  ) -> [LintFinding] {
    let commands = SuppressionCommand.commands(in: parsed)
    guard !commands.isEmpty else { return findings }
    var filter = SuppressionFilter(commands)
    var kept = filter.filter(findings)
    guard let superfluous, !PathPattern.matches(path: parsed.path, anyOf: superfluous.excluded)
    else {
      return kept
    }
    let unused = filter.superfluous(
      activeRules: Set(active.map { $0.id }), knownRules: Set(LintRegistry.rules.map { $0.id }))
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

/// The file's lines, to record the offending code with each finding.
struct SourceLines {
  private let lines: [Substring]

  init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }

  /// The trimmed text of a 1-based line.
  func code(_ line: Int) -> String {
    line >= 1 && line <= lines.count ? LintText.trimmed(lines[line - 1]) : ""
  }

  /// Converts a 1-based UTF-8 column on a 1-based line to a 1-based UTF-16 column.
  func utf16Column(line: Int, utf8Column: Int) -> Int {
    guard line >= 1 && line <= lines.count else { return utf8Column }
    let utf8 = lines[line - 1].utf8
    let end =
      utf8.index(utf8.startIndex, offsetBy: utf8Column - 1, limitedBy: utf8.endIndex)
      ?? utf8.endIndex
    return String(lines[line - 1][..<end]).utf16.count + 1
  }
}
