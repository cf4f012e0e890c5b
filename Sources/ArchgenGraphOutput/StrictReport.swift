import ArchgenCore

/// What reporting `--strict` findings produced, for the command to print.
public struct StrictReportOutcome: Sendable, Equatable {
  /// Reports that go to stdout, concatenated.
  public var standardOutput = ""
  /// Xcode-style lines for stderr, then the report files that could not be written.
  public var diagnostics: [Diagnostic] = []
  /// A report file could not be written.
  public var couldNotWrite = false
}

/// `graph --strict --reporter`: the findings through lint's reporters. `xcode` without a path
/// goes to stderr like every diagnostic; another reporter without a path goes to stdout.
public enum StrictReport {
  /// `xcode` to stderr, what `--strict` prints when no reporter is named.
  public static let defaultOutputs = [ReporterOutput(name: XcodeReporter.name)]

  /// Whether `output` writes to stdout (so the diagram must go elsewhere).
  public static func usesStandardOutput(_ output: ReporterOutput) -> Bool {
    output.path == nil && output.name != XcodeReporter.name
  }

  public static func publish(_ findings: [LintFinding], to outputs: [ReporterOutput])
    -> StrictReportOutcome
  {
    var outcome = StrictReportOutcome()
    for output in outputs.isEmpty ? defaultOutputs : outputs {
      if output.path == nil && output.name == XcodeReporter.name {
        outcome.diagnostics += findings.map(diagnostic)
        continue
      }
      guard let text = report(findings, reporter: output.name) else { continue }
      guard let path = output.path else {
        outcome.standardOutput += text
        continue
      }
      do throws(Diagnostic) {
        try FileSystem.writeAtomically(text, to: path)
      } catch {
        outcome.diagnostics.append(error)
        outcome.couldNotWrite = true
      }
    }
    return outcome
  }

  /// One reporter's text, or nil for an unknown reporter name. SARIF lists the strict rules.
  public static func report(_ findings: [LintFinding], reporter name: String) -> String? {
    if name == SARIFReporter.name {
      return SARIFReporter(descriptors: StrictRule.descriptors).report(findings)
    }
    return ReporterRegistry.reporter(named: name)?.init().report(findings)
  }

  /// The xcode reporter's line as a diagnostic, so stderr colours it like any other warning.
  package static func diagnostic(_ finding: LintFinding) -> Diagnostic {
    let message = finding.message.split(whereSeparator: \.isNewline).joined(separator: " ")
    return Diagnostic(
      finding.severity, "\(message) (\(finding.rule))", file: finding.file, line: finding.line,
      column: finding.column)
  }
}
