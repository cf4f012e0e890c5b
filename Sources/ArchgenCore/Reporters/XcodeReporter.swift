/// `path:line:column: error: message (rule-id)`, the form Xcode and editors understand.
public struct XcodeReporter: LintReporter {
  public static let name = "xcode"
  public init() {}

  public func report(_ findings: [LintFinding]) -> String {
    var out = ""
    out.reserveCapacity(findings.count * 160)
    for finding in findings {
      out += line(finding)
      out += "\n"
    }
    return out
  }

  /// One line per finding: line breaks in a message become spaces.
  public func line(_ finding: LintFinding) -> String {
    "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(Self.oneLine(finding.message)) (\(finding.rule))"
  }

  /// The message with its runs of line breaks as single spaces; ASCII text without vertical
  /// whitespace (every message archgen writes) is returned as is.
  private static func oneLine(_ message: String) -> String {
    guard message.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 >= 0x80 }) else {
      return message
    }
    return message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
