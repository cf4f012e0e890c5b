import Foundation

/// SARIF 2.1.0, the format GitHub code scanning reads.
public struct SARIFReporter: LintReporter {
  public static let name = "sarif"
  /// The rules the log lists and `ruleIndex` points into: none unless told (a lint run gives
  /// lint's, `LintRegistry.makeReporter`; `graph --strict` its own).
  public var descriptors: [RuleDescriptor]

  public init() { descriptors = [] }

  /// A log of another command's rules (`graph --strict`).
  public init(descriptors: [RuleDescriptor]) { self.descriptors = descriptors }

  public func report(_ findings: [LintFinding]) -> String { report(findings, run: LintRunInfo()) }

  /// Records the config files used in the run's `properties.configFiles` when there were any.
  public func report(_ findings: [LintFinding], run info: LintRunInfo) -> String {
    let rules = descriptors.map {
      Rule(
        id: $0.id, shortDescription: Text(text: $0.description),
        defaultConfiguration: Configuration(level: level($0.severity)))
    }
    let results = findings.map { finding in
      Result(
        ruleId: finding.rule, ruleIndex: descriptors.firstIndex { $0.id == finding.rule },
        level: level(finding.severity), message: Text(text: finding.message),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: uri(finding.file)),
              region: Region(startLine: finding.line, startColumn: finding.utf16Column)))
        ])
    }
    let log = Log(
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: "archgen", version: ArchgenVersion.current, rules: rules)),
          results: results,
          properties: info.configFiles.isEmpty ? nil : Properties(configFiles: info.configFiles))
      ])
    return JSONText.encode(log)
  }

  private func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A relative URI reference for relative paths, a `file://` URI for absolute ones.
  private func uri(_ path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return path.hasPrefix("/") ? "file://\(encoded)" : encoded
  }

  private struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  private struct Run: Encodable {
    var tool: Tool
    var columnKind = "utf16CodeUnits"
    var results: [Result]
    var properties: Properties?
  }

  private struct Properties: Encodable { var configFiles: [String] }

  private struct Tool: Encodable { var driver: Driver }

  private struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [Rule]
  }

  private struct Rule: Encodable {
    var id: String
    var shortDescription: Text
    var defaultConfiguration: Configuration
  }

  private struct Configuration: Encodable { var level: String }
  private struct Text: Encodable { var text: String }

  private struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
  }

  private struct Location: Encodable { var physicalLocation: PhysicalLocation }

  private struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  private struct ArtifactLocation: Encodable { var uri: String }

  private struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
