import ArchgenKit
import ArgumentParser

extension GraphFormat: ExpressibleByArgument {}
extension GraphImageFormat: ExpressibleByArgument {}
extension GraphDirection: ExpressibleByArgument {}

/// `archgen graph <paths>`: draws the state machines of the reducers found in Swift source.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Find reducers in Swift source and draw their state machines.",
    discussion: """
      Reads reducers of any name (switches over a state and an event), stores that switch on a \
      stored state, and UniFlow transitions. Writes DOT (default), Mermaid, PlantUML or JSON.
      """)

  @Argument(help: "Swift files or folders to read.")
  var paths: [String]

  @Option(help: "Output format: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var format: GraphFormat = .dot

  @Option(name: .customLong("type"), help: "Keep only the machines of this type.")
  var typeName: String?

  @Option(help: "Write to this file instead of stdout.")
  var output: String?

  @Option(name: .customLong("output-dir"), help: "Write one file per machine into this folder.")
  var outputDir: String?

  @Option(help: "Render an image with Graphviz dot: svg, png or pdf.")
  var render: GraphImageFormat?

  @Option(help: "Exit 1 when this committed diagram differs from what archgen would write.")
  var check: String?

  @Option(help: "Diagram direction: LR or TB.")
  var direction: GraphDirection = .leftToRight

  @Option(help: "Skip files matching this path glob (repeatable; adds to graph.excluded).")
  var exclude: [String] = []

  @Flag(help: "Warn about unreachable states, dead ends, unhandled events and shadowed cases.")
  var strict = false

  @Flag(
    name: .customLong("prefilter"), inversion: .prefixedNo,
    help: ArgumentHelp("Parse only files that a byte search finds relevant.", visibility: .hidden))
  var prefilter = true

  @OptionGroup var config: ConfigOption

  func validate() throws {
    if output != nil && outputDir != nil {
      throw ValidationError("--output and --output-dir cannot be used together.")
    }
    if check != nil && (output != nil || outputDir != nil || render != nil) {
      throw ValidationError("--check compares with a committed file; it writes nothing.")
    }
  }

  func run() throws {
    let loaded = try config.load()
    let result = StateGraph.analyze(
      GraphOptions(
        paths: paths, functions: loaded.graph.functions, typeName: typeName, strict: strict,
        prefilter: prefilter, excluded: loaded.graph.excluded + exclude))
    Console.diagnostics(result.diagnostics)
    if result.diagnostics.hasErrors {
      // Print what could be read, but never write or check a diagram from partial input.
      if output == nil && outputDir == nil && render == nil && check == nil {
        Console.out(format.renderer(direction: direction).render(result.machines))
      }
      throw ExitStatus.failure
    }
    let outcome: GraphOutcome
    do {
      outcome = try GraphPublisher.publish(
        result.machines,
        GraphOutputOptions(
          format: format, direction: direction, render: render, output: output,
          outputDirectory: outputDir, check: check))
    } catch {
      Console.diagnostics([error])
      throw ExitStatus.failure
    }
    switch outcome {
    case .text(let text): Console.out(text)
    case .written, .upToDate: break
    case .stale(let diagnostic):
      Console.diagnostics([diagnostic])
      throw ExitStatus.findings
    }
  }
}
