import ArchgenKit
import ArgumentParser
import Foundation

extension ReactiveFramework: ExpressibleByArgument {}
extension UIFramework: ExpressibleByArgument {}

/// The case lists and reactive framework shared by `scene` and `service`.
struct ScaffoldCaseOptions: ParsableArguments {
  @Option(help: "States in Swift case syntax; the first is the initial one.")
  var states: String?

  @Option(help: "Actions in Swift case syntax.")
  var actions: String?

  @Option(help: "Reactive framework: rxswift or combine (default: config, else rxswift).")
  var reactive: ReactiveFramework?

  func apply(to flags: inout ScaffoldFlags) {
    flags.states = states
    flags.actions = actions
    flags.reactive = reactive
  }
}

/// Output options shared by `scene` and `service`.
struct ScaffoldOutputOptions: ParsableArguments {
  @Option(
    name: .customLong("output-dir"),
    help: ArgumentHelp(
      "The folder generated sources go to (default: config scaffold.output, else .).",
      valueName: "dir"))
  var outputDirectory: String?

  @Option(
    name: .customLong("tests-output-dir"),
    help: ArgumentHelp(
      "The folder generated tests go to (default: the --output-dir folder).", valueName: "dir"))
  var testsOutputDirectory: String?

  /// The old spellings of `--output-dir` and `--tests-output-dir`.
  @Option(name: .customLong("output"), help: .hidden)
  var legacyOutput: String?

  @Option(name: .customLong("tests-output"), help: .hidden)
  var legacyTestsOutput: String?

  @Option(
    help:
      "A folder of templates that replace built-in ones of the same name (see `templates export`).")
  var templates: String?

  @Flag(help: "Do not generate the test file.")
  var noTests = false

  @Flag(help: "Print the plan and write nothing.")
  var dryRun = false

  @Flag(help: "Replace files that exist with other content.")
  var force = false

  @Flag(help: "Keep files that exist with other content and write the others.")
  var skipExisting = false

  @Flag(help: "Print the generated files to stdout instead of writing them.")
  var stdout = false

  @OptionGroup var format: PlanFormatOption

  @OptionGroup var config: ConfigOption

  func validate() throws {
    if force && skipExisting {
      throw ValidationError("--force and --skip-existing exclude each other.")
    }
    if outputDirectory != nil && legacyOutput != nil {
      throw ValidationError("--output is the old spelling of --output-dir; give one.")
    }
    if testsOutputDirectory != nil && legacyTestsOutput != nil {
      throw ValidationError("--tests-output is the old spelling of --tests-output-dir; give one.")
    }
  }

  func apply(to flags: inout ScaffoldFlags) {
    flags.output = outputDirectory ?? legacyOutput
    flags.testsOutput = testsOutputDirectory ?? legacyTestsOutput
    flags.templates = templates
    flags.noTests = noTests
    flags.force = force
    flags.skipExisting = skipExisting
  }
}

/// Resolves a scaffold request from the flags and the config: shared by `scene` and `service`.
enum ScaffoldRunner {
  static func run(
    kind: ScaffoldRequest.Kind, name: String, flags: ScaffoldFlags, options: ScaffoldOutputOptions
  )
    throws
  {
    let config = try options.config.load()
    let request = ScaffoldRequest.resolve(
      kind: kind, name: name, flags: flags, config: config.scaffold, enumProps: config.enumProps,
      globalEnvironment: config.environment,
      workingDirectory: FileManager.default.currentDirectoryPath,
      environment: ProcessInfo.processInfo.environment)
    try Console.finish(
      Scaffolder.command(
        request,
        ScaffoldPresentation(
          dryRun: options.dryRun, standardOutput: options.stdout, json: options.format.json)))
  }
}
