/// GitHub Actions workflow commands: `::error file=...,line=...,col=...,title=...::message`.
public struct GitHubActionsReporter: LintReporter {
  public static let name = "github-actions"
  public init() {}

  public func report(_ findings: [LintFinding]) -> String {
    findings.map { finding in
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      let properties = [
        "file=\(escapeProperty(finding.file))", "line=\(finding.line)", "col=\(finding.column)",
        "title=\(escapeProperty(finding.rule))",
      ]
      return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
    }.joined()
  }

  /// Message text: `%`, CR and LF are percent-encoded (`%` first).
  package func escapeData(_ text: String) -> String {
    var result = LintText.replacing("%", with: "%25", in: text)
    result = LintText.replacing("\r", with: "%0D", in: result)
    return LintText.replacing("\n", with: "%0A", in: result)
  }

  /// Property values additionally encode `:` and `,`, which delimit properties.
  package func escapeProperty(_ text: String) -> String {
    let result = LintText.replacing(":", with: "%3A", in: escapeData(text))
    return LintText.replacing(",", with: "%2C", in: result)
  }
}
