/// Lints a run's files in parallel: each from the cache when it is unchanged, else read (or taken
/// from standard input) and linted by the engine of its config, then recorded in the cache.
final class LintSources: @unchecked Sendable {
  typealias Result = (file: LintFileResult, problems: [Diagnostic])

  private let engines: [LintEngine]
  private let roots: [String]
  private let standardInput: LintStandardInput?
  private let cache: LintCache?
  /// `LintCache.key` of each config, by the config's index.
  private let configKeys: [String]
  /// Files answered from the cache so far.
  private(set) var fromCache = 0

  init(
    engines: [LintEngine], roots: [String], standardInput: LintStandardInput?, cache: LintCache?,
    configKeys: [String]
  ) {
    self.engines = engines
    self.roots = roots
    self.standardInput = standardInput
    self.cache = cache
    self.configKeys = configKeys
  }

  /// One result per file, in the order given. `environmentTypes` are the environment's own types
  /// by config index (empty in the first pass).
  func lintAll(_ files: [(path: String, config: Int)], environmentTypes: [Int: Set<String>])
    -> [Result]
  {
    let results = Slots<Result>(count: files.count, empty: (LintFileResult(), []))
    let hits = Slots<Bool>(count: files.count, empty: false)
    Parallel.forEach(files.count) { index in
      let (path, config) = files[index]
      let types = environmentTypes[config] ?? []
      let pass = LintCache.key(types)
      let stamp = self.cache == nil ? nil : FileSystem.stamp(path)
      if let cached = self.cache?.lookup(
        path, stamp: stamp, config: self.configKeys[config], pass: pass)
      {
        results.set(index, (cached.file, cached.problems))
        hits.set(index, true)
        return
      }
      let result = self.lint(path, config: config, environmentTypes: types)
      results.set(index, result)
      // A file that could not be read is tried again next time.
      guard !result.problems.hasErrors else { return }
      self.cache?.store(
        path, stamp: stamp, config: self.configKeys[config], pass: pass,
        outcome: LintCache.Outcome(file: result.file, problems: result.problems))
    }
    fromCache += hits.all.filter { $0 }.count
    return results.all
  }

  private func lint(_ path: String, config: Int, environmentTypes: Set<String>) -> Result {
    do throws(Diagnostic) {
      let text: String
      var warning: Diagnostic?
      if let standardInput {
        text = standardInput.text
      } else {
        (text, warning) = try FileSystem.readSource(at: path)
      }
      let file = engines[config].lintFile(
        path: path, text: text, projectPath: Linter.projectPath(path, roots: roots),
        environmentTypes: environmentTypes)
      return (file, warning.map { [$0] } ?? [])
    } catch {
      return (LintFileResult(), [error])
    }
  }
}
