/// `path:line:column: error: message (rule-id)`, the form Xcode and editors understand.
public struct XcodeReporter: LintReporter {
  public static let name = "xcode"
  public init() {}

  public func report(_ findings: [LintFinding]) -> String {
    findings.map { line($0) + "\n" }.joined()
  }

  public func line(_ finding: LintFinding) -> String {
    "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) (\(finding.rule))"
  }
}
