import Foundation

/// What to lint and how.
public struct LintOptions: Sendable {
  /// Paths from the command line; empty means `lint.included`, or the working directory.
  public var paths: [String]
  public var config: LintConfig
  /// The folder of the config file; relative `lint.included` paths are resolved against it.
  /// Nil or `.` means the working directory.
  public var configDirectory: String?
  /// Reject files that cannot hold a finding by a byte search before parsing them (the default).
  /// Turning it off changes only the time taken, never the result.
  public var prefilter: Bool
  /// Look up `.archgen.yml` from each file's folder upwards (the nearest wins); files without one
  /// use `config`. Off when the config was named explicitly.
  public var configLookup = false
  /// The file `config` came from, for the run's record; nil for the defaults.
  public var configPath: String?
  /// Lint this text (an editor's buffer) as if it were the file at its path, instead of `paths`.
  public var standardInput: LintStandardInput?
  /// Keep per-file results between runs; nil lints every file afresh.
  public var cache: LintCacheSettings?
  /// Lint `paths` and nothing else, even when there are none (an Xcode phase without input files),
  /// instead of falling back to `lint.included` or the working directory.
  public var pathsOnly = false
  /// Path globs never linted, besides each config's `lint.excluded` (`--exclude`).
  public var excluded: [String] = []

  public init(
    paths: [String], config: LintConfig, configDirectory: String? = nil, prefilter: Bool = true
  ) {
    self.paths = paths
    self.config = config
    self.configDirectory = configDirectory
    self.prefilter = prefilter
  }

  /// The paths to lint: the arguments, else `lint.included` (relative to the config's folder),
  /// else the working directory.
  var roots: [String] {
    if !paths.isEmpty || pathsOnly { return paths }
    if config.included.isEmpty { return ["."] }
    guard let directory = configDirectory, directory != "." else { return config.included }
    return config.included.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 }
  }
}

/// A buffer to lint as if it were the file at `path` (`--use-stdin --stdin-path`).
public struct LintStandardInput: Sendable {
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// The outcome of a lint run.
public struct LintResult: Sendable {
  /// Sorted by file, line, column.
  public var findings: [LintFinding]
  /// Problems outside any finding: missing paths (errors), skipped files, unknown rule ids.
  public var diagnostics: [Diagnostic]
  public var filesLinted: Int
  /// Files that were parsed (the others cannot hold a finding).
  public var filesParsed = 0
  /// Findings silenced by suppression comments.
  public var suppressed = 0
  /// The config files used, sorted; empty when only the defaults were.
  public var configFiles: [String] = []
  /// Ancestors and scope children visited to find references, over all files: the work, for tests.
  public var referenceSteps = 0
  /// Files whose results came from the cache.
  public var filesFromCache = 0
  /// A cache file that could not be used (corrupt or foreign): reported, but it never changes
  /// the run's status.
  public var cacheDiagnostics: [Diagnostic] = []
  /// Why the cache could not be saved (a read-only cache folder): for `--verbose` only, since
  /// the run's results stand.
  public var cacheSaveFailure: Diagnostic?

  /// The run could not do its job (a path does not exist).
  public var couldNotRun: Bool { diagnostics.hasErrors }
}

/// The lint pipeline: find files → read → lint each in parallel → sorted findings.
public enum Linter {
  public static func run(_ options: LintOptions) -> LintResult {
    var diagnostics: [Diagnostic] = []
    let roots = options.standardInput.map { [$0.path] } ?? options.roots
    let found =
      options.standardInput.map { (files: [$0.path], diagnostics: [Diagnostic]()) }
      ?? SwiftFileFinder().files(in: roots)
    diagnostics += found.diagnostics
    let configs = LintConfigSet(options)
    let assigned = found.files.map(displayPath).compactMap { path -> (String, Int)? in
      let index = configs.index(for: path)
      let excluded = PathPattern.matches(
        path: path, anyOf: configs.configs[index].config.excluded + options.excluded)
      return excluded ? nil : (path, index)
    }
    diagnostics += configs.diagnostics
    for used in Set(assigned.map(\.1)).sorted() {
      diagnostics += unknownRuleWarnings(configs.configs[used].config)
    }
    let linters = configs.configs.map {
      FileLinter(config: $0.config, prefilter: options.prefilter)
    }
    let files = assigned.map(\.0)
    let cache =
      options.standardInput == nil
      ? options.cache.map {
        LintCache(settings: $0, roots: roots, prefilter: options.prefilter)
      } : nil
    let source = LintSources(
      linters: linters, roots: roots, standardInput: options.standardInput, cache: cache,
      configKeys: configs.configs.map { LintCache.key($0.config) })
    var results = source.lintAll(assigned, environmentTypes: [:])
    // Second pass: files with references inside a type that another file declares to be the
    // environment's own (`var Current: AppEnvironment`), now that every such type is known.
    var environmentTypes: [Int: Set<String>] = [:]
    for (index, result) in results.enumerated() {
      environmentTypes[assigned[index].1, default: []].formUnion(result.file.environmentTypes)
    }
    let again = results.indices.filter { index in
      let types = environmentTypes[assigned[index].1] ?? []
      return !results[index].file.typesAroundReferences.isDisjoint(with: types)
    }
    if !again.isEmpty {
      let redone = source.lintAll(again.map { assigned[$0] }, environmentTypes: environmentTypes)
      for (position, index) in again.enumerated() { results[index] = redone[position] }
    }
    let findings = results.flatMap(\.file.findings)
    var result = LintResult(
      findings: findings.sorted(by: LintFinding.ordered),
      diagnostics: diagnostics + results.flatMap(\.problems), filesLinted: files.count)
    result.filesParsed = results.filter(\.file.parsed).count
    result.suppressed = results.reduce(0) { $0 + $1.file.suppressed }
    result.referenceSteps = results.reduce(0) { $0 + $1.file.referenceSteps }
    result.configFiles = Set(assigned.compactMap { configs.configs[$0.1].path }).sorted()
    result.filesFromCache = source.fromCache
    if let cache {
      result.cacheDiagnostics = cache.warning.map { [$0] } ?? []
      result.cacheSaveFailure = cache.save()
    }
    return result
  }

  /// The file's path from its root's own name down: root `/work/AppTests/Sources` and file
  /// `/work/AppTests/Sources/A.swift` give `Sources/A.swift`.
  static func projectPath(_ path: String, roots: [String]) -> String {
    for root in roots.map(displayPath) where root != "." && root != "" {
      let base = root.hasSuffix("/") ? String(root.dropLast()) : root
      guard path == base || path.hasPrefix(base + "/") else { continue }
      let name = base.split(separator: "/").last.map(String.init) ?? base
      return name + path.dropFirst(base.count)
    }
    return path
  }

  /// `./Sources/A.swift` → `Sources/A.swift`; other paths stay as given.
  static func displayPath(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }

  private static func unknownRuleWarnings(_ config: LintConfig) -> [Diagnostic] {
    config.rules.keys.sorted().compactMap { id in
      LintRegistry.rule(id: id) == nil ? .warning("unknown rule '\(id)' in 'lint.rules'") : nil
    }
  }
}
