import ArchgenCore
import ArchgenGraph

/// `archgen graph --diff REV [paths]`: the machines at a revision against the work tree, or at
/// two revisions (`A..B`).
public struct GraphDiffRequest: Sendable {
  /// `REV` (against the work tree) or `A..B`.
  public var revisions: String
  public var options: GraphOptions
  /// A folder inside the git work tree; `options.paths` are relative to it.
  public var directory: String
  public var format: GraphDiffFormat = .text
  /// Write the report here instead of stdout.
  public var output: String?
  /// Any change needs action (`--fail-on-change`, a CI gate).
  public var failOnChange = false

  public init(revisions: String, options: GraphOptions, directory: String) {
    self.revisions = revisions
    self.options = options
    self.directory = directory
  }
}

/// `--diff` formats: text for a terminal, JSON for scripts, Markdown for a pull-request comment.
public enum GraphDiffFormat: String, CaseIterable, Sendable {
  case text, json, markdown

  public func render(_ diffs: [MachineDiff]) -> String {
    switch self {
    case .text: DiffTextRenderer.render(diffs)
    case .json: DiffJSONRenderer.render(diffs)
    case .markdown: DiffMarkdownRenderer.render(diffs)
    }
  }
}

extension GraphDiff {
  /// `archgen graph --diff` end to end: compare, render, write or print; exit 1 on a change only
  /// under `failOnChange`. A reading problem on either side fails the command.
  public static func command(_ request: GraphDiffRequest) -> CommandOutcome {
    let diffs: [MachineDiff]
    do throws(Diagnostic) {
      let result = try run(request)
      guard result.diagnostics.isEmpty else { return .failure(result.diagnostics) }
      diffs = result.diffs
    } catch {
      return .failure([error])
    }
    var outcome = CommandOutcome()
    let text = request.format.render(diffs)
    if let output = request.output {
      do throws(Diagnostic) { try FileSystem.writeAtomically(text, to: output) } catch {
        return .failure([error])
      }
    } else {
      outcome.standardOutput = text
    }
    if request.failOnChange && !diffs.isEmpty { outcome.escalate(to: .actionNeeded) }
    return outcome
  }

  /// Reads both sides and compares them; diagnostics are the reading problems of the new side.
  public static func run(_ request: GraphDiffRequest) throws(Diagnostic) -> (
    diffs: [MachineDiff], diagnostics: [Diagnostic]
  ) {
    let parts = request.revisions.components(separatedBy: "..")
    guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else {
      throw .error("--diff takes REV or A..B, not '\(request.revisions)'")
    }
    let paths = request.options.paths
    // One rule for both sides: the configured and given exclusions (`Tests`, `*Mocks`, …), judged
    // below the given paths as a plain `graph` run judges them.
    let roots = paths.isEmpty ? ["."] : paths
    let keep = { (name: String) in
      !StateGraph.isExcluded(name, roots: roots, globs: request.options.excluded)
    }
    let oldSources = try GitRevisionSource.sources(
      at: parts[0], paths: paths, in: request.directory, keep: keep)
    let newSources =
      parts.count == 2
      ? try GitRevisionSource.sources(at: parts[1], paths: paths, in: request.directory, keep: keep)
      : try GitRevisionSource.workTreeSources(paths: paths, in: request.directory, keep: keep)
    let old = StateGraph.analyze(sources: oldSources, options: request.options)
    let new = StateGraph.analyze(sources: newSources, options: request.options)
    let newMachines = new.machines
    let diagnostics = new.diagnostics.filter { $0.severity == .error }
    return (compare(old: old.machines, new: newMachines), diagnostics)
  }
}
