/// Checkstyle XML, grouped by file in report order.
public struct CheckstyleReporter: LintReporter {
  public static let name = "checkstyle"
  public init() {}

  public func report(_ findings: [LintFinding]) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var files: [String] = []
    var byFile: [String: [LintFinding]] = [:]
    for finding in findings {
      if byFile[finding.file] == nil { files.append(finding.file) }
      byFile[finding.file, default: []].append(finding)
    }
    for file in files {
      xml += "  <file name=\"\(XMLText.escape(file))\">\n"
      for finding in byFile[file] ?? [] {
        xml +=
          "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
          + "message=\"\(XMLText.escape(finding.message))\" source=\"archgen.\(XMLText.escape(finding.rule))\"/>\n"
      }
      xml += "  </file>\n"
    }
    return xml + "</checkstyle>\n"
  }
}
