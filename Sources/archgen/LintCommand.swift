import ArchgenKit
import ArgumentParser
import Foundation

/// `archgen lint [options] [paths]`: architecture rules for CI, and `lint rules`. The options
/// belong to `lint` itself, so `archgen lint --help` lists them; the paths belong to its default
/// subcommand `run` (`archgen lint Sources` is `archgen lint run Sources`), so that `rules` stays
/// a subcommand and is never taken for a path.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check architecture rules, first of all direct access to the global environment.",
    usage: """
      archgen lint [<options>] [<paths> ...]
      archgen lint rules [<id>] [--examples]
      """,
    discussion: """
      <paths>: files or folders to lint (default: lint.included, or the current folder). A folder \
      named `rules` is linted as ./rules.
      Formats: \(LintRegistry.reporters.map { $0.name }.joined(separator: ", ")). \
      Give several, each to its own file: --format xcode --format sarif:lint.sarif.
      Exit status: 0 clean; 1 error findings (or any finding with --strict); 2 could not run.
      """,
    subcommands: [LintRunCommand.self, LintRulesCommand.self],
    defaultSubcommand: LintRunCommand.self)

  @OptionGroup var options: LintRunOptions
}

/// `archgen lint [paths]`: lints and reports, with the options given to `lint`.
struct LintRunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Lint files or folders (the default: `archgen lint Sources` is `lint run Sources`).",
    // Its options are `lint`'s, listed by `archgen lint --help`.
    shouldDisplay: false)

  @ParentCommand var lint: LintCommand

  @Argument(help: "Files or folders to lint (default: lint.included, or the current folder).")
  var paths: [String] = []

  func validate() throws {
    try lint.options.validate(paths: paths)
  }

  func run() throws {
    try lint.options.run(paths: paths)
  }
}

/// The options of `archgen lint`.
struct LintRunOptions: ParsableArguments {
  @OptionGroup var configOption: ConfigOption

  @Option(
    help: """
      Report format, optionally to a file: NAME or NAME:PATH (repeatable; default: xcode; json \
      for JSON).
      """)
  var format: [String] = []

  /// The old spelling of `--format` (SwiftLint's).
  @Option(name: .customLong("reporter"), help: .hidden)
  var legacyReporter: [String] = []

  /// Every report asked for, in either spelling.
  var reporter: [String] { format + legacyReporter }

  @Option(
    help: ArgumentHelp(
      "Skip files matching this path glob (repeatable; adds to lint.excluded).",
      valueName: "glob"))
  var exclude: [String] = []
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

  @Flag(help: "Lint the files of an Xcode Run Script phase (SCRIPT_INPUT_FILE_COUNT, _0, ...).")
  var useScriptInputFiles = false

  @Flag(
    help: "Lint the files listed in an Xcode phase's input file lists (SCRIPT_INPUT_FILE_LIST_n).")
  var useScriptInputFileLists = false

  @Flag(help: "Lint standard input (an editor's buffer) as the file named by --stdin-path.")
  var useStdin = false

  @Option(help: "The path standard input is linted as: its config and the name findings carry.")
  var stdinPath: String?

  @Option(help: "The lint cache's folder (default: the platform's cache folder, under archgen).")
  var cachePath: String?

  @Flag(help: "Lint every file afresh, without reading or writing the cache.")
  var noCache = false

  /// For the ArchgenLint build plugin: a Swift file (one comment) written after a run without
  /// errors, the build command's output, so SwiftPM runs lint again only when an input changed.
  @Option(name: .customLong("build-stamp"), help: .hidden)
  var buildStamp: String?

  @Flag(
    name: .customLong("prefilter"), inversion: .prefixedNo,
    help: ArgumentHelp("Parse only files that a byte search finds relevant.", visibility: .hidden))
  var prefilter = true

  func validate(paths: [String]) throws {
    if useStdin && stdinPath == nil { throw ValidationError("--use-stdin needs --stdin-path") }
    if stdinPath != nil && !useStdin { throw ValidationError("--stdin-path needs --use-stdin") }
    let inputs = [useStdin, useScriptInputFiles, useScriptInputFileLists].filter { $0 }.count
    if inputs > 1 || (inputs == 1 && !paths.isEmpty) {
      throw ValidationError(
        "give paths, --use-stdin, --use-script-input-files or --use-script-input-file-lists, "
          + "not several")
    }
    for spec in reporter {
      do throws(Diagnostic) { _ = try ReporterOutput(parsing: spec) } catch {
        throw ValidationError(error.message)
      }
    }
  }

  func run(paths: [String]) throws {
    let loaded = try configOption.loadWithPath()
    // Unknown keys in the config are warnings, and fail the run under --strict.
    let configWarnings = !loaded.warnings.isEmpty
    let config = loaded.config
    let workingDirectory = FileManager.default.currentDirectoryPath
    let configDirectory = loaded.path.map {
      URL(fileURLWithPath: $0).deletingLastPathComponent().path
    }
    let outputs = reporter.compactMap { try? ReporterOutput(parsing: $0) }
    let paths = try inputPaths(paths)
    var options = LintOptions(
      paths: paths, config: config.lint,
      configDirectory: configDirectory == workingDirectory ? nil : configDirectory,
      prefilter: prefilter)
    options.configLookup = configOption.config == nil
    options.configPath = loaded.path
    options.pathsOnly = useScriptInputFiles || useScriptInputFileLists
    options.excluded = exclude
    if useStdin, let stdinPath {
      let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
      options.standardInput = LintStandardInput(path: stdinPath, text: text)
    }
    if !noCache {
      let environment = ProcessInfo.processInfo.environment
      options.cache = LintCacheSettings(
        directory: cachePath ?? LintCacheSettings.defaultDirectory(environment: environment),
        tool: Self.toolIdentity)
    }
    var request = LintRequest(
      options: options, reporters: outputs, baseline: baseline, writeBaseline: writeBaseline,
      strict: strict)
    request.baselineRoot = LintRequest.baselineRoot(
      explicitConfig: configOption.config, paths: paths, workingDirectory: workingDirectory)
    request.verbose = verbose
    request.quiet = quiet
    request.configHadWarnings = configWarnings
    var outcome = Linter.run(request).command(request)
    if let buildStamp, outcome.status == .success {
      do throws(Diagnostic) {
        try FileSystem.writeAtomically(Self.stampText, to: buildStamp)
      } catch {
        outcome.diagnostics.append(error)
        outcome.escalate(to: .failure)
      }
    }
    try Console.finish(outcome)
  }

  /// The paths to lint: the arguments, or the files Xcode names in the environment.
  private func inputPaths(_ paths: [String]) throws -> [String] {
    let environment = ProcessInfo.processInfo.environment
    do throws(Diagnostic) {
      if useScriptInputFiles { return try ScriptInputFiles.files(environment: environment) }
      if useScriptInputFileLists { return try ScriptInputFiles.fileLists(environment: environment) }
    } catch {
      throw Console.report(.failure([error]))
    }
    return paths
  }

  /// The build stamp's text: a comment, so the target compiles it as an empty file.
  static let stampText =
    "// Written by `archgen lint` for the ArchgenLint build plugin after a run without errors.\n"

  /// archgen's version and this build of it (the executable's size and time): a rebuilt archgen
  /// never trusts results cached by another build.
  static var toolIdentity: String {
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let stamp = FileSystem.stamp(executable)
    return "archgen \(ArchgenVersion.current) \(stamp?.size ?? 0) \(stamp?.modified ?? 0)"
  }
}

/// `archgen lint rules [id]`: every rule with its default, or one rule with its examples.
struct LintRulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the lint rules, or show one with its triggering and non-triggering examples.")

  @Argument(help: "A rule id, to show that rule in full.")
  var id: String?

  @Flag(help: "Show every rule in full, with its examples.")
  var examples = false

  func run() throws {
    try Console.finish(LintRuleListing.command(id: id, examples: examples))
  }
}
