import ArchgenKit
import ArgumentParser
import Foundation

extension GraphDiffFormat: ExpressibleByArgument {}

/// `archgen graph --diff REV [paths]`: the changes to the machines instead of their pictures.
enum GraphDiffRunner {
  static func validate(_ command: GraphCommand) throws {
    if let format = command.format, GraphDiffFormat(rawValue: format) == nil {
      throw ValidationError(
        "with --diff, --format must be one of "
          + GraphDiffFormat.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    }
    let drawing: [(String, Bool)] = [
      ("--output-dir", command.outputDir != nil), ("--render", command.render != nil),
      ("--check", command.check), ("--strict", command.strict),
    ]
    if let (option, _) = drawing.first(where: \.1) {
      throw ValidationError("\(option) draws or checks diagrams; it cannot be used with --diff.")
    }
  }

  static func run(_ command: GraphCommand) throws {
    let loaded = try command.config.load()
    var request = GraphDiffRequest(
      revisions: command.diff ?? "HEAD",
      options: GraphOptions(
        paths: command.paths, functions: loaded.graph.functions, typeName: command.typeName,
        prefilter: command.prefilter, excluded: loaded.graph.excluded + command.exclude),
      directory: FileManager.default.currentDirectoryPath)
    request.format = command.format.flatMap(GraphDiffFormat.init(rawValue:)) ?? .text
    request.output = command.output
    request.failOnChange = command.failOnChange
    try Console.finish(GraphDiff.command(request))
  }
}
