import ArchgenCore
import Foundation
import Yams

/// Everything `.archgen.yml` can set. Every option has a default, so an empty config is valid.
public struct ArchgenConfig: Sendable, Equatable {
  public var scaffold = ScaffoldConfig()
  public var enumProps = EnumPropertiesConfig()
  public var graph = GraphConfig()
  public var lint = LintConfig()
  /// The app's global environment, shared by scaffolding and lint.
  public var environment = EnvironmentSettings()

  public init() {}

  /// The file name archgen looks for, walking up from the working directory.
  public static let fileName = ".archgen.yml"

  /// Parses a config file's text. Unknown keys come back as warnings; bad values throw.
  public static func parse(_ text: String, file: String) throws(Diagnostic) -> (
    config: ArchgenConfig, warnings: [Diagnostic]
  ) {
    try parse(node: compose(text, file: file), file: file)
  }

  /// The YAML tree of a config file's text (nil for an empty file).
  package static func compose(_ text: String, file: String) throws(Diagnostic) -> Node? {
    do {
      return try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw yamlDiagnostic(error, file: file)
    } catch {
      throw .error("cannot parse YAML: \(error)", file: file)
    }
  }

  /// Reads a config's YAML tree (a file's, or a nested file's merged over its parents').
  package static func parse(node: Node?, file: String) throws(Diagnostic) -> (
    config: ArchgenConfig, warnings: [Diagnostic]
  ) {
    var config = ArchgenConfig()
    let sink = ConfigDiagnostics()
    guard let node else { return (config, []) }
    let root = try ConfigMapping(node: node, file: file, keyPath: "", sink: sink)
    if let section = try root.mapping("scaffold") { config.scaffold = try ScaffoldConfig(section) }
    if let section = try root.mapping("enum_props") {
      config.enumProps = try EnumPropertiesConfig(section)
    }
    if let section = try root.mapping("graph") { config.graph = try GraphConfig(section) }
    if let section = try root.mapping("lint") { config.lint = try LintConfig(section) }
    if let section = try root.mapping("environment") {
      config.environment = try EnvironmentSettings(section)
    }
    root.finish()
    config.environment.apply(to: &config.lint.environment)
    return (config, sink.items)
  }

  private static func yamlDiagnostic(_ error: YamlError, file: String) -> Diagnostic {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
      return .error("invalid YAML: \(problem)", file: file, line: mark.line, column: mark.column)
    default:
      return .error("invalid YAML: \(error)", file: file)
    }
  }
}

/// Finds and reads `.archgen.yml`.
public enum ConfigLoader {
  public struct Loaded: Sendable {
    public var config: ArchgenConfig
    /// The file that was read, or nil when the defaults are used.
    public var path: String?
    public var warnings: [Diagnostic]
  }

  /// Reads `explicitPath` when given (it must exist), otherwise the nearest `.archgen.yml` at or
  /// above `workingDirectory`, otherwise the defaults.
  public static func load(explicitPath: String?, workingDirectory: String) throws(Diagnostic)
    -> Loaded
  {
    let path: String
    if let explicitPath {
      path = explicitPath
    } else if let found = find(from: workingDirectory) {
      path = found
    } else {
      return Loaded(config: ArchgenConfig(), path: nil, warnings: [])
    }
    let text = try FileSystem.readString(at: path)
    let (config, warnings) = try ArchgenConfig.parse(text, file: path)
    return Loaded(config: config, path: path, warnings: warnings)
  }

  package static func find(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(ArchgenConfig.fileName).path
      if FileSystem.exists(candidate) && !FileSystem.isDirectory(candidate) { return candidate }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }
}
