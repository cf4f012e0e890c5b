import ArchgenKit
import ArgumentParser
import Foundation

extension TestFramework: ExpressibleByArgument {}

/// `archgen tests <paths>`: a test per transition of every machine graph finds.
struct TestsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tests",
    abstract: "Generate a test per transition for the reducers found in Swift source.",
    discussion: """
      Writes one file per machine. Values archgen cannot build are Xcode placeholders (<#Type#>); \
      the summary says how many tests compile as written and which need a value.
      """)

  @Argument(help: "Swift files or folders to read.")
  var paths: [String]

  @Option(name: .customLong("type"), help: "Keep only the machines of this type.")
  var typeName: String?

  @Option(
    name: .customLong("output-dir"),
    help: ArgumentHelp(
      "The folder the tests go to (default: config scaffold.tests_output, else .).",
      valueName: "dir"))
  var outputDirectory: String?

  /// The old spelling of `--output-dir`.
  @Option(name: .customLong("output"), help: .hidden)
  var legacyOutput: String?

  @Option(
    help: """
      xctest or swift-testing (default: what the test files in --output-dir import, read by \
      their imports only; xctest when no folder is named).
      """)
  var framework: TestFramework?

  @Option(
    help: """
      The module the tests import with @testable (default: as scene's: config \
      scaffold.modules.app, else the project's name: scaffold.project, Xcode's, or the folder's).
      """)
  var module: String?

  @Option(help: "A folder of templates that replace built-in ones of the same name.")
  var templates: String?

  @Flag(help: "Print the plan and write nothing.")
  var dryRun = false

  @Flag(help: "Replace files that exist with other content.")
  var force = false

  @OptionGroup var format: PlanFormatOption

  @OptionGroup var exclude: ExcludeOption

  @OptionGroup var config: ConfigOption

  func validate() throws {
    if outputDirectory != nil && legacyOutput != nil {
      throw ValidationError("--output is the old spelling of --output-dir; give one.")
    }
  }

  func run() throws {
    let loaded = try config.load()
    if module == nil, let guessed = Self.guessedModule(loaded.scaffold) {
      // Nothing names the module: the folder's name is a guess the tests may not compile with.
      Console.diagnostics([
        Diagnostic(
          .warning,
          "no module named (--module, scaffold.modules.app, scaffold.project or an Xcode "
            + "project here): the tests import `\(guessed)`, the working folder's name")
      ])
    }
    let named = outputDirectory ?? legacyOutput ?? loaded.scaffold.testsOutput
    let folder = named ?? "."
    let request = TestRequest(
      paths: exclude.filter(paths), typeName: typeName, functions: loaded.graph.functions,
      outputDirectory: folder, framework: framework ?? Self.detectFramework(in: named),
      module: module ?? Self.defaultModule(loaded.scaffold),
      templates: TemplateSource(overrideDirectory: templates ?? loaded.scaffold.templates),
      excluded: loaded.graph.excluded)
    try Console.finish(
      TestGenerator.command(request, dryRun: dryRun, force: force, json: format.json))
  }

  /// The module `scene` and `service` import in their tests, resolved the same way (config
  /// `scaffold.modules.app`, else the module of the project: config, Xcode's, or the folder's name).
  static func defaultModule(_ config: ScaffoldConfig) -> String {
    ScaffoldRequest.resolve(
      kind: .scene, name: "Module", flags: ScaffoldFlags(), config: config,
      workingDirectory: FileManager.default.currentDirectoryPath, environment: [:]
    ).module
  }

  /// The module `defaultModule` falls back to, the working folder's name, when neither the
  /// config nor an Xcode project names one; nil when one does.
  static func guessedModule(_ config: ScaffoldConfig) -> String? {
    let folder = FileManager.default.currentDirectoryPath
    guard config.modules.app == nil, config.project == nil,
      XcodeTemplateMacros.find(from: folder) == nil
    else { return nil }
    return defaultModule(config)
  }

  /// What the test files already in the output folder import, when the folder is named (by
  /// `--output-dir` or the config); with none named, nothing under the working folder is read
  /// and the tests are XCTest's.
  static func detectFramework(in folder: String?) -> TestFramework {
    guard let folder else { return .xctest }
    return TestFramework.detect(testFilesBelow: folder)
  }
}
