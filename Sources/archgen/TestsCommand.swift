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

  @Option(help: "The folder the tests go to (default: config scaffold.tests_output, else .).")
  var output: String?

  @Option(help: "xctest or swift-testing (default: what the tests in --output import).")
  var framework: TestFramework?

  @Option(
    help: "The module the tests import with @testable (default: config scaffold.project, else App)."
  )
  var module: String?

  @Option(help: "A folder of templates that replace built-in ones of the same name.")
  var templates: String?

  @Flag(help: "Print the plan and write nothing.")
  var dryRun = false

  @Flag(help: "Replace files that exist with other content.")
  var force = false

  @Flag(help: "Print the plan, the figures and the result as JSON.")
  var json = false

  @OptionGroup var config: ConfigOption

  func run() throws {
    let loaded = try config.load()
    let folder = output ?? loaded.scaffold.testsOutput ?? "."
    let request = TestRequest(
      paths: paths, typeName: typeName, functions: loaded.graph.functions,
      outputDirectory: folder, framework: framework ?? Self.detectFramework(in: folder),
      module: module ?? loaded.scaffold.project ?? "App",
      templates: TemplateSource(overrideDirectory: templates ?? loaded.scaffold.templates),
      excluded: loaded.graph.excluded)
    try Console.finish(TestGenerator.command(request, dryRun: dryRun, force: force, json: json))
  }

  /// What the Swift files already in the output folder import.
  static func detectFramework(in folder: String) -> TestFramework {
    let found = SwiftFileFinder().files(in: [folder]).files
    return TestFramework.detect(in: found.compactMap { try? SourceText.read($0) })
  }
}
