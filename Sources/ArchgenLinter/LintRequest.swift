import ArchgenConfig
import ArchgenCore
import Foundation

/// Everything `archgen lint` was asked to do.
public struct LintRequest: Sendable {
  public var options: LintOptions
  public var reporters: [ReporterOutput]
  public var baseline: String?
  public var writeBaseline: String?
  /// Warnings fail the run too.
  public var strict: Bool
  /// The folder baseline paths are relative to (the config's folder or the git root); nil keeps
  /// them as given.
  public var baselineRoot: String?
  /// Say which config files were used and what came from the cache (`--verbose`).
  public var verbose = false
  /// Leave out the summary line (`--quiet`).
  public var quiet = false
  /// The config the run was given had warnings (unknown keys): a failure under `--strict`.
  public var configHadWarnings = false

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

  /// The folder a baseline's paths are relative to, the same from any working directory: the
  /// project root of the first linted path (see `ProjectRoot`). A run finds it again from what it
  /// lints (`LintResult.projectRoot`); this is for callers that need it before the run.
  public static func baselineRoot(
    explicitConfig: String?, paths: [String], workingDirectory: String
  ) -> String? {
    ProjectRoot.find(
      explicitConfig: explicitConfig, path: paths.first, workingDirectory: workingDirectory)
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
  /// What was linted, for the summary line and `--verbose`.
  public var result: LintResult?
  /// `--write-baseline`: the file written and its number of entries.
  public var baselineWritten: (path: String, entries: Int)?

  /// `linted 1,622 files (632 parsed), 3,170 findings, 0 suppressed`.
  public var summary: String {
    guard let result else { return "linted nothing" }
    if let (path, entries) = baselineWritten {
      return
        "wrote \(Self.grouped(entries)) finding\(entries == 1 ? "" : "s") from \(Self.grouped(result.filesLinted)) file\(result.filesLinted == 1 ? "" : "s") to the baseline \(path)"
    }
    let count = findings.filter { $0.rule != LintRegistry.staleBaselineID }.count
    return
      "linted \(Self.grouped(result.filesLinted)) file\(result.filesLinted == 1 ? "" : "s") (\(Self.grouped(result.filesParsed)) parsed), \(Self.grouped(count)) finding\(count == 1 ? "" : "s"), \(Self.grouped(result.suppressed)) suppressed"
  }

  /// `1622` → `1,622`.
  package static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}

extension LintOutcome {
  /// `names: [CurrentEnvironment]`: the entry of archgen's default names.
  static let defaultNamesEntry =
    "names: [\(LintConfig.EnvironmentConfig().names.joined(separator: ", "))]"
}

extension Linter {
  /// The lint command end to end: lint → baseline → reports → status. Writes report and baseline
  /// files but never prints.
  public static func run(_ request: LintRequest) -> LintOutcome {
    let result = Linter.run(request.options)
    var diagnostics = result.diagnostics
    // An editor's buffer at an excluded path is simply not linted.
    if result.filesLinted == 0 && !result.diagnostics.hasErrors
      && request.options.standardInput == nil
    {
      diagnostics.append(
        Diagnostic(
          request.strict ? .error : .warning,
          "no Swift files were linted; check the paths and 'lint.included'/'lint.excluded'"))
    }
    // A configured name, wrapper or resolver no file uses: lint checks nothing for it, and a
    // clean run would say nothing of it.
    for unused in result.unusedEnvironmentEntries {
      // archgen's default names alone, read by no file: an app with no environment (yet), whose
      // Builders archgen has not scaffolded; said, but not a configuration to fix.
      if unused.entries == [LintOutcome.defaultNamesEntry] {
        diagnostics.append(
          Diagnostic(
            .note,
            "no linted file reads an environment: \(LintOutcome.defaultNamesEntry) are archgen's "
              + "default for the Builders it scaffolds; set 'environment' in the config if the "
              + "app has one", file: unused.config))
        continue
      }
      diagnostics.append(
        Diagnostic(
          request.strict ? .error : .warning,
          "the environment's \(unused.entries.joined(separator: ", ")) occur in no linted file, "
            + "so nothing is checked for them; check 'environment' in the config",
          file: unused.config))
    }
    var findings = result.findings
    let root = result.projectRoot ?? request.baselineRoot
    do throws(Diagnostic) {
      if let path = request.baseline {
        findings = try LintBaseline.read(path).apply(to: findings, root: root)
      }
      if let path = request.writeBaseline {
        let baseline = LintBaseline(findings: result.findings, root: root)
        try FileSystem.writeAtomically(baseline.encoded(), to: path)
        // Recording is the job: the findings are in the file, not repeated on stdout.
        var outcome = LintOutcome(
          findings: [], diagnostics: diagnostics, standardOutput: "",
          status: diagnostics.hasErrors ? .failure : .clean, result: result)
        outcome.baselineWritten = (path, baseline.entries.count)
        return outcome
      }
    } catch {
      diagnostics.append(error)
      return LintOutcome(
        findings: [], diagnostics: diagnostics, standardOutput: "", status: .failure,
        result: result)
    }
    var standardOutput = ""
    var couldNotWrite = false
    for output in request.reporters {
      guard let reporter = LintRegistry.reporter(named: output.name) else { continue }
      let text = LintRegistry.makeReporter(reporter).report(
        findings, run: LintRunInfo(configFiles: result.configFiles))
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
    // Under --strict a warning about the input (a file read with replacement characters, a
    // skipped file) fails the run like a warning finding.
    let warned = request.strict && diagnostics.contains { $0.severity == .warning }
    let status: LintOutcome.Status =
      diagnostics.hasErrors || couldNotWrite ? .failure : failing || warned ? .findings : .clean
    return LintOutcome(
      findings: findings, diagnostics: diagnostics, standardOutput: standardOutput, status: status,
      result: result)
  }
}

extension LintOutcome {
  /// What `archgen lint` prints and its status: the reports, every diagnostic (the cache's too),
  /// under `--verbose` the configs used and the cache's share, and the summary unless `--quiet`.
  public func command(_ request: LintRequest) -> CommandOutcome {
    var outcome = CommandOutcome(
      standardOutput: standardOutput, diagnostics: diagnostics + (result?.cacheDiagnostics ?? []))
    if request.verbose {
      let used = result?.configFiles ?? []
      outcome.notes.append(
        used.isEmpty
          ? "config: none found; the defaults were used" : "config: " + used.joined(separator: ", ")
      )
      outcome.notes += (result?.effectiveConfigs ?? []).map(EffectiveConfigDescription.text)
      if let root = result?.projectRoot { outcome.notes.append("project root: \(root)") }
      if let result, request.options.cache != nil {
        outcome.notes.append("cache: \(Self.grouped(result.filesFromCache)) files from the cache")
        if let failure = result.cacheSaveFailure { outcome.diagnostics.append(failure) }
      }
    }
    if !request.quiet { outcome.notes.append(summary) }
    switch status {
    case .clean:
      if request.strict && request.configHadWarnings { outcome.escalate(to: .actionNeeded) }
    case .findings: outcome.escalate(to: .actionNeeded)
    case .failure: outcome.escalate(to: .failure)
    }
    return outcome
  }
}
