/// `archgen graph --diff REV [paths]`: the machines at a revision against the work tree, or at
/// two revisions (`A..B`).
public struct GraphDiffRequest: Sendable {
  /// `REV` (against the work tree) or `A..B`.
  public var revisions: String
  public var options: GraphOptions
  /// A folder inside the git work tree; `options.paths` are relative to it.
  public var directory: String

  public init(revisions: String, options: GraphOptions, directory: String) {
    self.revisions = revisions
    self.options = options
    self.directory = directory
  }
}

extension GraphDiff {
  /// Reads both sides and compares them; diagnostics are the reading problems of the new side.
  public static func run(_ request: GraphDiffRequest) throws(Diagnostic) -> (
    diffs: [MachineDiff], diagnostics: [Diagnostic]
  ) {
    let parts = request.revisions.components(separatedBy: "..")
    guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else {
      throw .error("--diff takes REV or A..B, not '\(request.revisions)'")
    }
    let paths = request.options.paths
    let oldSources = try GitRevisionSource.sources(
      at: parts[0], paths: paths, in: request.directory)
    let old = StateGraph.analyze(sources: oldSources, options: request.options)
    let new: GraphResult
    if parts.count == 2 {
      let newSources = try GitRevisionSource.sources(
        at: parts[1], paths: paths, in: request.directory)
      new = StateGraph.analyze(sources: newSources, options: request.options)
    } else {
      var options = request.options
      options.paths = (paths.isEmpty ? ["."] : paths).map { relative in
        relative.hasPrefix("/") ? relative : request.directory + "/" + relative
      }
      new = StateGraph.analyze(options)
    }
    let strip = request.directory.hasSuffix("/") ? request.directory : request.directory + "/"
    let newMachines = new.machines.map { machine in
      var copy = machine
      if copy.file.hasPrefix(strip) { copy.file.removeFirst(strip.count) }
      while copy.file.hasPrefix("./") { copy.file.removeFirst(2) }
      return copy
    }
    let diagnostics = new.diagnostics.filter { $0.severity == .error }
    return (compare(old: old.machines, new: newMachines), diagnostics)
  }
}
