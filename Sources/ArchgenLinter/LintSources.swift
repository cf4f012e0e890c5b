import ArchgenCore

/// Lints a run's files: each from the cache when it is unchanged, else read through the source
/// scan (or taken from standard input) and linted by the file linter of its config, then recorded in
/// the cache.
package final class LintSources: @unchecked Sendable {
  package typealias Result = (file: LintFileResult, problems: [Diagnostic])

  /// A file to lint: its path as given, its config's index, and its path below the project root.
  package struct File: Sendable {
    package var path: String
    package var config: Int
    package var projectPath: String
  }

  private let linters: [FileLinter]
  private let standardInput: LintStandardInput?
  private let cache: LintCache?
  /// `LintCache.key` of each config, by the config's index.
  private let configKeys: [String]
  /// Files answered from the cache so far.
  package private(set) var fromCache = 0

  package init(
    linters: [FileLinter], roots: [String], standardInput: LintStandardInput?, cache: LintCache?,
    configKeys: [String]
  ) {
    self.linters = linters
    self.standardInput = standardInput
    self.cache = cache
    self.configKeys = configKeys
  }

  /// One result per file, in the order given. `environmentTypes` are the environment's own types
  /// by config index (empty in the first pass).
  package func lintAll(_ files: [File], environmentTypes: [Int: Set<String>])
    -> [Result]
  {
    var results = [Result](repeating: (LintFileResult(), []), count: files.count)
    // Unchanged files are answered from the cache without being read.
    var stamps = [FileStamp?](repeating: nil, count: files.count)
    var toRead: [Int] = []
    // The cache's name for this pass, by config (`""` for the first pass).
    let passes = environmentTypes.mapValues(LintCache.key)
    for (index, file) in files.enumerated() {
      let pass = passes[file.config] ?? ""
      stamps[index] = cache == nil ? nil : FileSystem.stamp(file.path)
      if let cached = cache?.lookup(
        file.path, stamp: stamps[index], config: configKeys[file.config], pass: pass)
      {
        results[index] = (cached.file, cached.problems)
        fromCache += 1
      } else {
        toRead.append(index)
      }
    }
    // An excluded --stdin-path leaves no file to lint.
    let scan =
      standardInput.flatMap { input in
        files.first.map { SourceScan(sources: [SourceText(path: $0.path, text: input.text)]) }
      } ?? SourceScan(paths: toRead.map { files[$0].path }, decoding: .lenient)
    let linters = self.linters
    let configs = toRead.map { files[$0].config }
    let projectPaths = toRead.map { files[$0].projectPath }
    let fromDisk = standardInput == nil
    var prefilter: (@Sendable (Int, String) -> Bool)?
    if linters.first?.prefilter != false {
      prefilter = { item, text in linters[configs[item]].mayContainFindings(text) }
    }
    let filtered = prefilter != nil
    let read: [Result] = scan.map(empty: (LintFileResult(), []), prefilter: prefilter) {
      item, scanned -> Result in
      let config = configs[item]
      switch scanned {
      case .failed(let problem):
        return (LintFileResult(), [problem])
      case .skipped(_, let warnings):
        return (LintFileResult(), warnings)
      case .parsed(let source, let parsed, let warnings):
        var file = linters[config].lintFile(
          parsed, text: source.text,
          relevant: filtered || linters[config].mayContainFindings(source.text),
          projectPath: projectPaths[item],
          environmentTypes: environmentTypes[config] ?? [])
        // Read with replacement characters: columns count the file's own bytes.
        if !warnings.isEmpty, !file.findings.isEmpty, fromDisk,
          let raw = try? FileSystem.readData(at: source.path)
        {
          RawColumns.remap(&file.findings, raw: [UInt8](raw))
        }
        return (file, warnings)
      }
    }
    for (item, index) in toRead.enumerated() {
      results[index] = read[item]
      // A file that could not be read is tried again next time.
      guard !read[item].problems.hasErrors else { continue }
      let file = files[index]
      cache?.store(
        file.path, stamp: stamps[index], config: configKeys[file.config],
        pass: passes[file.config] ?? "",
        outcome: LintCache.Outcome(file: read[item].file, problems: read[item].problems))
    }
    return results
  }
}
