import ArchgenCore
import Foundation

/// How a scaffold run is shown: a line per file for people, one JSON object for scripts.
public struct ScaffoldReport: Encodable, Sendable {
  public var dryRun: Bool
  public var plan: [ScaffoldPlan.File]
  public var result: [ScaffoldOutcome.Entry]
  public var diagnostics: [Diagnostic]

  public init(
    plan: ScaffoldPlan?, outcome: ScaffoldOutcome?, dryRun: Bool, diagnostics: [Diagnostic]
  ) {
    self.dryRun = dryRun
    self.plan = plan?.files ?? []
    self.result = outcome?.entries ?? []
    self.diagnostics = diagnostics
  }

  /// `create   Login/LoginStore.swift` per planned file, or what was done per file after writing.
  public var text: String {
    var lines: [String] = []
    if result.isEmpty {
      for file in plan {
        lines.append(
          "\(file.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\(file.path)")
      }
    } else {
      for entry in result {
        lines.append(
          "\(entry.action.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0))\(entry.path)"
        )
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Every planned file's contents, each after a `// MARK: path` line, for `--stdout`.
  public var contents: String {
    plan.map { "// MARK: \($0.path)\n\($0.contents)" }.joined(separator: "\n")
  }

  package enum CodingKeys: String, CodingKey {
    case dryRun, plan, result, diagnostics
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(dryRun, forKey: .dryRun)
    try container.encode(plan, forKey: .plan)
    try container.encode(result, forKey: .result)
    try container.encode(diagnostics.map(\.description), forKey: .diagnostics)
  }

  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
