import Foundation

/// One JSON array of `{"file","line","column","severity","rule","message"}`.
public struct JSONReporter: LintReporter {
  public static let name = "json"
  public init() {}

  private struct Item: Encodable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String
  }

  public func report(_ findings: [LintFinding]) -> String {
    let items = findings.map {
      Item(
        file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
        rule: $0.rule,
        message: $0.message)
    }
    return LintJSON.encode(items)
  }
}

/// Deterministic JSON: pretty-printed with sorted keys.
enum LintJSON {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
