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
    if !paths.isEmpty { return paths }
    if config.included.isEmpty { return ["."] }
    guard let directory = configDirectory, directory != "." else { return config.included }
    return config.included.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 }
  }
}

/// The outcome of a lint run.
public struct LintResult: Sendable {
  /// Sorted by file, line, column.
  public var findings: [LintFinding]
  /// Problems outside any finding: missing paths (errors), skipped files, unknown rule ids.
  public var diagnostics: [Diagnostic]
  public var filesLinted: Int

  /// The run could not do its job (a path does not exist).
  public var couldNotRun: Bool { diagnostics.hasErrors }
}

/// The lint pipeline: find files → read → lint each in parallel → sorted findings.
public enum Linter {
  public static func run(_ options: LintOptions) -> LintResult {
    let config = options.config
    var diagnostics = unknownRuleWarnings(config)
    let roots = options.roots
    let found = SwiftFileFinder().files(in: roots)
    diagnostics += found.diagnostics
    let files = found.files.map(displayPath).filter {
      !PathPattern.matches(path: $0, anyOf: config.excluded)
    }
    let engine = LintEngine(config: config, prefilter: options.prefilter)
    let results = Slots<(findings: [LintFinding], problem: Diagnostic?)>(
      count: files.count, empty: ([], nil))
    Parallel.forEach(files.count) { index in
      let path = files[index]
      do throws(Diagnostic) {
        let source = try SourceText.read(path)
        let findings = engine.lint(
          path: path, text: source.text, projectPath: projectPath(path, roots: roots))
        results.set(index, (findings, nil))
      } catch {
        results.set(index, ([], error))
      }
    }
    let all = results.all
    let findings = all.flatMap(\.findings)
    let readProblems = all.compactMap(\.problem)
    return LintResult(
      findings: findings.sorted(by: LintFinding.ordered), diagnostics: diagnostics + readProblems,
      filesLinted: files.count)
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
