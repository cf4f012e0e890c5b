import ArchgenKit
import ArgumentParser
import Foundation

/// `archgen lint`: architecture rules for CI.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check architecture rules, first of all direct access to the global environment.",
    discussion: """
      Reporters: \(LintRegistry.reporters.map { $0.name }.joined(separator: ", ")). \
      Give several, each to its own file: --reporter xcode --reporter sarif:lint.sarif. \
      Exit status: 0 clean; 1 error findings (or any finding with --strict); 2 could not run.
      """)

  @OptionGroup var configOption: ConfigOption

  @Argument(help: "Files or folders to lint (default: lint.included, or the current folder).")
  var paths: [String] = []

  @Option(
    help: "Output format, optionally to a file: NAME or NAME:PATH (repeatable; default: xcode).")
  var reporter: [String] = []

  @Option(help: "Do not report findings recorded in this baseline file.")
  var baseline: String?

  @Option(help: "Record the current findings as a baseline file.")
  var writeBaseline: String?

  @Flag(help: "Fail on warnings too (findings, unknown config keys, files read with replacements).")
  var strict = false

  @Flag(help: "Do not print the summary line.")
  var quiet = false

  @Flag(help: "Say which config files were used.")
  var verbose = false

  @Flag(
    name: .customLong("prefilter"), inversion: .prefixedNo,
    help: ArgumentHelp("Parse only files that a byte search finds relevant.", visibility: .hidden))
  var prefilter = true

  func validate() throws {
    for spec in reporter {
      do throws(Diagnostic) { _ = try ReporterOutput(parsing: spec) } catch {
        throw ValidationError(error.message)
      }
    }
  }

  func run() throws {
    let loaded = try configOption.loadWithPath()
    // Unknown keys in the config are warnings, and fail the run under --strict.
    let configWarnings = !loaded.warnings.isEmpty
    let config = loaded.config
    let workingDirectory = FileManager.default.currentDirectoryPath
    let configDirectory = loaded.path.map {
      URL(fileURLWithPath: $0).deletingLastPathComponent().path
    }
    let outputs = reporter.compactMap { try? ReporterOutput(parsing: $0) }
    var options = LintOptions(
      paths: paths, config: config.lint,
      configDirectory: configDirectory == workingDirectory ? nil : configDirectory,
      prefilter: prefilter)
    options.configLookup = configOption.config == nil
    options.configPath = loaded.path
    var request = LintRequest(
      options: options, reporters: outputs, baseline: baseline, writeBaseline: writeBaseline,
      strict: strict)
    request.baselineRoot = LintRequest.baselineRoot(
      explicitConfig: configOption.config, paths: paths, workingDirectory: workingDirectory)
    let outcome = LintRunner.run(request)
    Console.out(outcome.standardOutput)
    Console.diagnostics(outcome.diagnostics)
    if verbose {
      let used = outcome.result?.configFiles ?? []
      Console.note(
        used.isEmpty
          ? "config: none found; the defaults were used"
          : "config: " + used.joined(separator: ", "))
    }
    if !quiet { Console.note(outcome.summary) }
    if strict && configWarnings && outcome.status == .clean { throw ExitStatus.findings }
    switch outcome.status {
    case .clean: return
    case .findings: throw ExitStatus.findings
    case .failure: throw ExitStatus.failure
    }
  }
}
