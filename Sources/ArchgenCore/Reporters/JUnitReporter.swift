/// JUnit XML: one failing test case per finding, so CI test dashboards show them.
public struct JUnitReporter: LintReporter {
  public static let name = "junit"
  public init() {}

  public func report(_ findings: [LintFinding]) -> String {
    let count = findings.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"archgen lint\" tests=\"\(count)\" failures=\"\(count)\">\n"
    xml += "  <testsuite name=\"archgen lint\" tests=\"\(count)\" failures=\"\(count)\">\n"
    for finding in findings {
      let location = "\(finding.file):\(finding.line):\(finding.column)"
      xml += "    <testcase classname=\"\(XMLText.escape(finding.file))\" "
      xml += "name=\"\(XMLText.escape("\(finding.rule) at \(location)"))\">\n"
      xml +=
        "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\">"
      xml += XMLText.escape(
        "\(location): \(finding.severity.rawValue): \(finding.message) (\(finding.rule))")
      xml += "</failure>\n    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }
}
