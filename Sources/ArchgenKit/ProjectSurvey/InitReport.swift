/// What `archgen init` says it found: one line per proposed value, with where and why.
public enum InitReport {
  public static func text(_ proposal: ProjectProposal) -> String {
    var lines = ["read        \(proposal.filesRead) Swift files"]
    for finding in proposal.findings {
      let status = finding.isDefault ? "default " : "found   "
      let location = finding.file.map { file in "\(file):\(finding.line.map(String.init) ?? "1"): "
      }
      lines.append(
        "\(status)    \(finding.key) = \(finding.value)  (\(location ?? "")\(finding.reason))")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
