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
  @Option(help: "The folder generated sources go to (default: config scaffold.output, else .).")
  var output: String?

  @Option(help: "The folder generated tests go to (default: the --output folder).")
  var testsOutput: String?

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

  @Flag(help: "Print the plan and the result as JSON.")
  var json = false

  @OptionGroup var config: ConfigOption

  func validate() throws {
    if force && skipExisting {
      throw ValidationError("--force and --skip-existing exclude each other.")
    }
  }

  func apply(to flags: inout ScaffoldFlags) {
    flags.output = output
    flags.testsOutput = testsOutput
    flags.templates = templates
    flags.noTests = noTests
    flags.force = force
    flags.skipExisting = skipExisting
  }
}

/// Plans, writes and reports a scaffold: shared by `scene` and `service`.
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
    let plan: ScaffoldPlan
    do {
      plan = try Scaffolder.plan(request)
    } catch {
      finish(
        ScaffoldReport(
          plan: nil, outcome: nil, dryRun: options.dryRun, diagnostics: error.diagnostics),
        options)
      throw ExitStatus.failure
    }
    if options.dryRun || options.stdout {
      if options.stdout && !options.json {
        Console.out(
          ScaffoldReport(plan: plan, outcome: nil, dryRun: true, diagnostics: []).contents)
      } else {
        finish(ScaffoldReport(plan: plan, outcome: nil, dryRun: true, diagnostics: []), options)
      }
      return
    }
    do {
      let outcome = try plan.apply(request.conflictPolicy)
      finish(ScaffoldReport(plan: plan, outcome: outcome, dryRun: false, diagnostics: []), options)
    } catch {
      finish(
        ScaffoldReport(
          plan: plan, outcome: error.outcome, dryRun: false, diagnostics: error.diagnostics),
        options)
      throw ExitStatus.failure
    }
  }

  private static func finish(_ report: ScaffoldReport, _ options: ScaffoldOutputOptions) {
    Console.diagnostics(report.diagnostics)
    if options.json {
      Console.out(report.json)
    } else {
      Console.out(report.text)
    }
  }
}
