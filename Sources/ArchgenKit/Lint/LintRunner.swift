/// One `--reporter` value: `sarif` (to stdout) or `sarif:lint.sarif` (to a file).
public struct ReporterOutput: Sendable, Equatable {
  public var name: String
  /// Nil means stdout.
  public var path: String?

  public init(name: String, path: String? = nil) {
    self.name = name
    self.path = path
  }

  /// Parses `name[:path]`; an unknown reporter name is an error listing the known ones.
  public init(parsing spec: String) throws(Diagnostic) {
    let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
    name = parts.first ?? ""
    path = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
    guard LintRegistry.reporter(named: name) != nil else {
      let known = LintRegistry.reporters.map { $0.name }.joined(separator: ", ")
      throw .error("unknown reporter '\(name)'; expected one of: \(known)")
    }
  }
}

/// Everything `archgen lint` was asked to do.
public struct LintRequest: Sendable {
  public var options: LintOptions
  public var reporters: [ReporterOutput]
  public var baseline: String?
  public var writeBaseline: String?
  /// Warnings fail the run too.
  public var strict: Bool

  public init(
    options: LintOptions, reporters: [ReporterOutput] = [ReporterOutput(name: XcodeReporter.name)],
    baseline: String? = nil, writeBaseline: String? = nil, strict: Bool = false
  ) {
    self.options = options
    self.reporters = reporters.isEmpty ? [ReporterOutput(name: XcodeReporter.name)] : reporters
    self.baseline = baseline
    self.writeBaseline = writeBaseline
    self.strict = strict
  }
}

/// What a lint run produced, for the CLI to print and turn into an exit status.
public struct LintOutcome: Sendable {
  public enum Status: Sendable, Equatable {
    /// Nothing the user must act on.
    case clean
    /// Error findings (or any finding under `--strict`).
    case findings
    /// Could not run: a missing path, an unreadable baseline, an unwritable report.
    case failure
  }

  /// Reported findings: after the baseline, including stale baseline entries.
  public var findings: [LintFinding]
  public var diagnostics: [Diagnostic]
  /// Reports that go to stdout, concatenated.
  public var standardOutput: String
  public var status: Status
}

/// The lint pipeline end to end: lint → baseline → reports → status. Writes report and baseline
/// files but never prints.
public enum LintRunner {
  public static func run(_ request: LintRequest) -> LintOutcome {
    let result = Linter.run(request.options)
    var diagnostics = result.diagnostics
    var findings = result.findings
    do throws(Diagnostic) {
      if let path = request.baseline { findings = try LintBaseline.read(path).apply(to: findings) }
      if let path = request.writeBaseline {
        try FileSystem.writeAtomically(LintBaseline(findings: result.findings).encoded(), to: path)
      }
    } catch {
      diagnostics.append(error)
      return LintOutcome(
        findings: [], diagnostics: diagnostics, standardOutput: "", status: .failure)
    }
    var standardOutput = ""
    var couldNotWrite = false
    for output in request.reporters {
      guard let reporter = LintRegistry.reporter(named: output.name) else { continue }
      let text = reporter.init().report(findings)
      guard let path = output.path else {
        standardOutput += text
        continue
      }
      do throws(Diagnostic) {
        try FileSystem.writeAtomically(text, to: path)
      } catch {
        diagnostics.append(error)
        couldNotWrite = true
      }
    }
    // A missing path or an unreadable file still lets the rest be reported, but the run failed.
    let failing = findings.contains {
      $0.severity == .error || (request.strict && $0.severity == .warning)
    }
    let status: LintOutcome.Status =
      result.couldNotRun || couldNotWrite ? .failure : failing ? .findings : .clean
    return LintOutcome(
      findings: findings, diagnostics: diagnostics, standardOutput: standardOutput, status: status)
  }
}
