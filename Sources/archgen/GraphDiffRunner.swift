import ArchgenKit
import ArgumentParser
import Foundation

/// `--diff` formats: text for a terminal, JSON for scripts, Markdown for a pull-request comment.
enum DiffFormat: String, CaseIterable {
  case text, json, markdown

  func render(_ diffs: [MachineDiff]) -> String {
    switch self {
    case .text: DiffTextRenderer.render(diffs)
    case .json: DiffJSONRenderer.render(diffs)
    case .markdown: DiffMarkdownRenderer.render(diffs)
    }
  }
}

/// `archgen graph --diff REV [paths]`: the changes to the machines instead of their pictures.
enum GraphDiffRunner {
  static func validate(_ command: GraphCommand) throws {
    if let format = command.format, DiffFormat(rawValue: format) == nil {
      throw ValidationError(
        "with --diff, --format must be one of "
          + DiffFormat.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    }
    let drawing: [(String, Bool)] = [
      ("--output-dir", command.outputDir != nil), ("--render", command.render != nil),
      ("--check", command.check != nil), ("--strict", command.strict),
    ]
    if let (option, _) = drawing.first(where: \.1) {
      throw ValidationError("\(option) draws or checks diagrams; it cannot be used with --diff.")
    }
  }

  static func run(_ command: GraphCommand) throws {
    let loaded = try command.config.load()
    let format = command.format.flatMap(DiffFormat.init(rawValue:)) ?? .text
    let request = GraphDiffRequest(
      revisions: command.diff ?? "HEAD",
      options: GraphOptions(
        paths: command.paths, functions: loaded.graph.functions, typeName: command.typeName,
        prefilter: command.prefilter, excluded: loaded.graph.excluded + command.exclude),
      directory: FileManager.default.currentDirectoryPath)
    let diffs: [MachineDiff]
    do {
      let result = try GraphDiff.run(request)
      Console.diagnostics(result.diagnostics)
      if !result.diagnostics.isEmpty { throw ExitStatus.failure }
      diffs = result.diffs
    } catch let diagnostic as Diagnostic {
      Console.diagnostics([diagnostic])
      throw ExitStatus.failure
    }
    let text = format.render(diffs)
    if let output = command.output {
      do { try FileSystem.writeAtomically(text, to: output) } catch {
        Console.diagnostics([error])
        throw ExitStatus.failure
      }
    } else {
      Console.out(text)
    }
    if command.failOnChange && !diffs.isEmpty { throw ExitStatus.findings }
  }
}
