import ArchgenConfig
import ArchgenCore
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
  /// The folder files are judged from (see `ProjectRoot`); nil finds it from the paths.
  public var projectRoot: String?
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
  package var roots: [String] {
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

  /// The folder the files were judged from (see `ProjectRoot`).
  public var projectRoot: String?
  /// Each config file used, with what it extends and the settings in force below it.
  public var effectiveConfigs: [EffectiveConfig] = []

  public struct EffectiveConfig: Sendable {
    public var path: String
    /// The config file above it that it extends; nil: the defaults.
    public var extends: String?
    public var config: LintConfig
  }

  /// The configured environment entries no linted file uses, per config file (nil: the
  /// defaults): `names: [App]`, `property_wrappers: [Inject]`. Lint checks nothing for them.
  /// Only when a folder was linted: one file need not use every entry.
  public var unusedEnvironmentEntries: [(config: String?, entries: [String])] = []

  /// The run could not do its job (a path does not exist).
  public var couldNotRun: Bool { diagnostics.hasErrors }
}

/// The lint pipeline: find files → read → lint each in parallel → sorted findings.
public enum Linter {
  public static func run(_ options: LintOptions) -> LintResult {
    var diagnostics: [Diagnostic] = []
    let roots = options.standardInput.map { [$0.path] } ?? options.roots
    let unlistable = roots.filter(isUnlistableDirectory)
    diagnostics += unlistable.map { .error("cannot list directory: permission denied", file: $0) }
    let found =
      options.standardInput.map { (files: [$0.path], diagnostics: [Diagnostic]()) }
      ?? SwiftFileFinder().files(in: roots.filter { !unlistable.contains($0) })
    diagnostics += found.diagnostics
    let configs = LintConfigSet(options)
    let workingDirectory = FileManager.default.currentDirectoryPath
    let projectRoot =
      options.projectRoot
      ?? ProjectRoot.find(
        explicitConfig: options.configLookup ? nil : options.configPath, path: roots.first,
        workingDirectory: workingDirectory)
    let assigned = found.files.map(displayPath).compactMap { path -> LintSources.File? in
      let index = configs.index(for: path)
      let projectPath = ProjectRoot.relativePath(
        path, root: projectRoot, workingDirectory: workingDirectory)
      let excluded = PathPattern.matches(
        path: projectPath, anyOf: configs.configs[index].config.excluded + options.excluded)
      return excluded ? nil : LintSources.File(path: path, config: index, projectPath: projectPath)
    }
    diagnostics += configs.diagnostics
    for used in Set(assigned.map(\.config)).sorted() {
      diagnostics += unknownRuleWarnings(configs.configs[used].config)
    }
    let linters = configs.configs.map {
      FileLinter(config: $0.config, prefilter: options.prefilter)
    }
    let files = assigned.map(\.path)
    let cache =
      options.standardInput == nil
      ? options.cache.map {
        LintCache(
          settings: $0, roots: roots, projectRoot: projectRoot, prefilter: options.prefilter)
      } : nil
    let source = LintSources(
      linters: linters, roots: roots, standardInput: options.standardInput, cache: cache,
      configKeys: configs.configs.map { LintCache.key($0.config) })
    var results = source.lintAll(assigned, environmentTypes: [:])
    // Second pass: files with references inside a type that another file declares to be the
    // environment's own (`var Current: AppEnvironment`), now that every such type is known.
    var environmentTypes: [Int: Set<String>] = [:]
    for (index, result) in results.enumerated() {
      environmentTypes[assigned[index].config, default: []].formUnion(result.file.environmentTypes)
    }
    let again = results.indices.filter { index in
      let types = environmentTypes[assigned[index].config] ?? []
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
    result.configFiles = Set(assigned.compactMap { configs.configs[$0.config].path }).sorted()
    result.projectRoot = projectRoot
    result.effectiveConfigs = Set(assigned.map(\.config)).sorted().compactMap { index in
      let entry = configs.configs[index]
      return entry.path.map {
        LintResult.EffectiveConfig(path: $0, extends: entry.parent, config: entry.config)
      }
    }
    if options.standardInput == nil, roots.contains(where: FileSystem.isDirectory) {
      result.unusedEnvironmentEntries = Set(assigned.map(\.config)).sorted().compactMap { index in
        let used = results.indices.filter { assigned[$0].config == index }
          .reduce(into: Set<String>()) { $0.formUnion(results[$1].file.environmentEntries) }
        let entries = unusedEntries(configs.configs[index].config.environment, used: used)
        return entries.isEmpty ? nil : (configs.configs[index].path, entries)
      }
    }
    result.filesFromCache = source.fromCache
    if let cache {
      result.cacheDiagnostics = cache.warning.map { [$0] } ?? []
      result.cacheSaveFailure = cache.save()
    }
    return result
  }

  /// `names: [App]`, `property_wrappers: [Inject]`, `resolvers: [resolve]`: the entries of
  /// `environment` no file uses.
  package static func unusedEntries(_ environment: LintConfig.EnvironmentConfig, used: Set<String>)
    -> [String]
  {
    // archgen's default names, unused where the app's wrappers or resolvers are checked: an app
    // that injects only through them (`@InjectService`), not a configuration that checks nothing.
    let injects =
      environment.propertyWrappers.contains { used.contains("@" + $0) }
      || environment.resolvers.contains(where: used.contains)
    let defaultNames = environment.names == LintConfig.EnvironmentConfig().names
    let groups = [
      ("names", injects && defaultNames ? [] : environment.names.filter { !used.contains($0) }),
      ("property_wrappers", environment.propertyWrappers.filter { !used.contains("@" + $0) }),
      ("resolvers", environment.resolvers.filter { !used.contains($0) }),
    ]
    return groups.filter { !$0.1.isEmpty }.map { "\($0.0): [\($0.1.joined(separator: ", "))]" }
  }

  /// A folder named on the command line that cannot be listed: an error, not a skipped folder.
  private static func isUnlistableDirectory(_ path: String) -> Bool {
    guard FileSystem.isDirectory(path) else { return false }
    guard let stream = opendir(path) else { return true }
    closedir(stream)
    return false
  }

  /// `./Sources/A.swift` → `Sources/A.swift`; other paths stay as given.
  package static func displayPath(_ path: String) -> String {
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
