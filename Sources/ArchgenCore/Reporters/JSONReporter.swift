/// One JSON array of `{"column","file","line","message","rule","severity"}`, keys sorted.
///
/// Written by hand, byte for byte what `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` (`LintReporterTests` compares the two): on a real app's few
/// thousand findings the encoder took longer than answering the whole lint from the cache.
public struct JSONReporter: LintReporter {
  public static let name = "json"
  public init() {}

  public func report(_ findings: [LintFinding]) -> String {
    guard !findings.isEmpty else { return "[\n\n]\n" }
    var out = ""
    out.reserveCapacity(findings.count * 220)
    out += "[\n"
    for (index, finding) in findings.enumerated() {
      out += index == 0 ? "  {\n" : ",\n  {\n"
      out += "    \"column\" : \(finding.column),\n    \"file\" : "
      JSONText.appendString(finding.file, to: &out)
      out += ",\n    \"line\" : \(finding.line),\n    \"message\" : "
      JSONText.appendString(finding.message, to: &out)
      out += ",\n    \"rule\" : "
      JSONText.appendString(finding.rule, to: &out)
      out += ",\n    \"severity\" : "
      JSONText.appendString(finding.severity.rawValue, to: &out)
      out += "\n  }"
    }
    out += "\n]\n"
    return out
  }
}
