/// `path:line:column: error: message (rule-id)`, the form Xcode and editors understand.
public struct XcodeReporter: LintReporter {
  public static let name = "xcode"
  public init() {}

  public func report(_ findings: [LintFinding]) -> String {
    findings.map { line($0) + "\n" }.joined()
  }

  /// One line per finding: line breaks in a message become spaces.
  public func line(_ finding: LintFinding) -> String {
    let message = finding.message.split(whereSeparator: \.isNewline).joined(separator: " ")
    return
      "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(message) (\(finding.rule))"
  }
}
