import ArchgenKit
import ArgumentParser
import Foundation

extension GraphFormat: ExpressibleByArgument {}
extension GraphImageFormat: ExpressibleByArgument {}
extension GraphDirectionChoice: ExpressibleByArgument {}

/// `archgen graph <paths>`: draws the state machines of the reducers found in Swift source.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Find reducers in Swift source and draw their state machines.",
    discussion: """
      Reads reducers of any name (switches over a state and an event), stores that switch on a \
      stored state, and UniFlow transitions. Writes DOT (default), Mermaid, PlantUML or JSON.

      --strict findings are warnings with rule ids \
      (\(StrictRule.allCases.map(\.id).joined(separator: ", "))), silenced by lint's \
      suppression comments and written by lint's reporters.
      Exit status: 0 clean; 1 a --strict finding or a stale --check file; 2 could not run.
      """)

  @Argument(help: "Swift files or folders to read (with --diff, default: the current folder).")
  var paths: [String] = []

  @Option(
    help: """
      Output format: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")) \
      (default dot); with --diff: \(GraphDiffFormat.allCases.map(\.rawValue).joined(separator: ", ")) \
      (default text).
      """)
  var format: String?

  @Option(
    help: """
      Compare the machines at a git revision with the work tree (REV), or at two revisions \
      (A..B), instead of drawing them.
      """)
  var diff: String?

  @Flag(help: "With --diff: exit 1 when any machine changed.")
  var failOnChange = false

  @Option(name: .customLong("type"), help: "Keep only the machines of this type.")
  var typeName: String?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
  var output: String?

  @Option(
    name: .customLong("output-dir"),
    help: ArgumentHelp("Write one file per machine into this folder.", valueName: "dir"))
  var outputDir: String?

  @Option(help: "Render an image with Graphviz dot: svg, png or pdf.")
  var render: GraphImageFormat?

  @Flag(help: "Write nothing; exit 1 when the --output file differs from what archgen would write.")
  var check = false

  @Option(
    help: """
      Diagram direction: LR, TB, or auto (the default): per machine, TB when that fits the \
      picture on a page at a larger scale than LR.
      """)
  var direction: GraphDirectionChoice = .auto

  @Option(
    help: ArgumentHelp(
      "Skip files matching this path glob (repeatable; adds to graph.excluded).",
      valueName: "glob"))
  var exclude: [String] = []

  @Flag(
    help: """
      Warn about unreachable states, dead ends, unhandled events, shadowed cases and guards that \
      cannot hold; exit 1 if any.
      """)
  var strict = false

  @Option(
    help: """
      Report --strict findings in this format, optionally to a file: NAME or NAME:PATH \
      (repeatable; default: xcode on stderr).
      """)
  var reporter: [String] = []

  @Flag(help: "Say on stderr why each candidate machine was not drawn.")
  var verbose = false

  @Flag(
    name: .customLong("prefilter"), inversion: .prefixedNo,
    help: ArgumentHelp("Parse only files that a byte search finds relevant.", visibility: .hidden))
  var prefilter = true

  @OptionGroup var config: ConfigOption

  @OptionGroup var site: GraphSiteFlags

  /// The file `--check` compares with: `--output`, or, in the old spelling `--check FILE`, the one
  /// path that is a file but not Swift source (`graph Sources --check auth.dot`).
  var checkedFile: String? {
    if let output { return output }
    let diagrams = paths.filter { path in
      var isDirectory: ObjCBool = false
      return !path.hasSuffix(".swift")
        && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    return diagrams.count == 1 ? diagrams[0] : nil
  }

  /// The paths to read: all of them, less the diagram of an old-style `--check FILE`.
  var sourcePaths: [String] {
    guard check, output == nil, let legacy = checkedFile else { return paths }
    return paths.filter { $0 != legacy }
  }

  /// The diagram format (`--format`, default DOT).
  var graphFormat: GraphFormat { format.flatMap(GraphFormat.init(rawValue:)) ?? .dot }

  func validate() throws {
    if diff != nil {
      try GraphDiffRunner.validate(self)
      return
    }
    if failOnChange { throw ValidationError("--fail-on-change needs --diff.") }
    if paths.isEmpty { throw ValidationError("Missing expected argument '<paths> ...'") }
    if let format, GraphFormat(rawValue: format) == nil {
      throw ValidationError(
        "--format must be one of \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    if output != nil && outputDir != nil {
      throw ValidationError("--output and --output-dir cannot be used together.")
    }
    if check && (outputDir != nil || render != nil) {
      throw ValidationError("--check compares with the --output file; it writes nothing.")
    }
    if check && checkedFile == nil {
      throw ValidationError("--check needs --output FILE: the committed diagram to compare with.")
    }
    if sourcePaths.isEmpty { throw ValidationError("Missing expected argument '<paths> ...'") }
    try validateReporters()
  }

  private func validateReporters() throws {
    if !reporter.isEmpty && !strict {
      throw ValidationError("--reporter reports --strict findings; add --strict.")
    }
    let diagramOnStdout = output == nil && outputDir == nil && !check
    for spec in reporter {
      let parsed: ReporterOutput
      do throws(Diagnostic) { parsed = try ReporterOutput(parsing: spec) } catch {
        throw ValidationError(error.message)
      }
      if diagramOnStdout && StrictReport.usesStandardOutput(parsed) {
        throw ValidationError(
          "--reporter \(parsed.name) writes to stdout, where the diagram goes; write the diagram "
            + "with --output, --output-dir or --check, or the report with --reporter \(parsed.name):FILE."
        )
      }
    }
  }

  func run() throws {
    if diff != nil { return try GraphDiffRunner.run(self) }
    if let folder = siteFolder { return try runSite(folder) }
    let loaded = try config.load()
    let request = GraphRequest(
      options: GraphOptions(
        paths: sourcePaths, functions: loaded.graph.functions, typeName: typeName, strict: strict,
        prefilter: prefilter, excluded: loaded.graph.excluded + exclude, verbose: verbose),
      output: GraphOutputOptions(
        format: graphFormat, direction: direction, render: render, output: check ? nil : output,
        outputDirectory: outputDir, check: check ? checkedFile : nil),
      reporters: reporter.compactMap { try? ReporterOutput(parsing: $0) })
    try Console.finish(StateGraph.run(request))
  }
}
