/// What `archgen init` says it found: one line per proposed value, with where and why, then the
/// runner-up environment candidates with the files that use each, so a team can pick another.
public enum InitReport {
  public static func text(_ proposal: ProjectProposal) -> String {
    var lines = ["read        \(proposal.filesRead) Swift files"]
    for finding in proposal.findings {
      lines.append(line(finding))
      if finding.key == "environment.accessor" { lines += environmentLines(proposal) }
    }
    lines += proposal.evidence.map { "evidence    \($0)" }
    if let check = proposal.lintCheck {
      lines.append(
        "lint        \(check.reads) read(s) of the environment outside Builders in \(check.files) "
          + "file(s) with this proposal")
      // With no environment found, the default names are archgen's for the code it scaffolds:
      // that no file uses them yet is what was found, not a proposal that checks nothing.
      let found = !proposal.accessor.isDefault
      let unused = check.unused.filter { found || !$0.hasPrefix("names:") }
      if !found, proposal.propertyWrappers.isEmpty, proposal.resolvers.isEmpty {
        lines.append(
          "lint        no environment in the app: \(list(proposal.names)) is archgen's default "
            + "for the Builders it scaffolds, read by no file yet")
      }
      if !unused.isEmpty {
        lines.append(
          "warning     \(unused.joined(separator: ", ")) occur in no file: lint checks "
            + "nothing for them")
      }
    }
    if !proposal.runnersUp.isEmpty {
      lines.append("runners-up  (another environment: set environment.accessor and names)")
      for candidate in proposal.runnersUp {
        lines.append(
          "  \(candidate.files) file(s)  \(candidate.accessor)"
            + (candidate.names == [candidate.accessor] ? "" : "  names: \(list(candidate.names))")
            + "  (\(candidate.file):\(candidate.line): \(candidate.summary))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ finding: ProjectProposal.Finding) -> String {
    let status = finding.isDefault ? "default " : "found   "
    let location = finding.file.map { file in "\(file):\(finding.line.map(String.init) ?? "1"): " }
    return "\(status)    \(finding.key) = \(finding.value)  (\(location ?? "")\(finding.reason))"
  }

  private static func environmentLines(_ proposal: ProjectProposal) -> [String] {
    let found = !proposal.accessor.isDefault
    var lines = [
      "\(found ? "found   " : "default ")    environment.names = \(list(proposal.names))",
      "\(found && proposal.mutators != ["setEnvironment"] ? "found   " : "default ")    "
        + "environment.mutators = \(list(proposal.mutators))",
    ]
    if !proposal.propertyWrappers.isEmpty {
      lines.append("found       environment.property_wrappers = \(list(proposal.propertyWrappers))")
    }
    if !proposal.resolvers.isEmpty {
      lines.append("found       environment.resolvers = \(list(proposal.resolvers))")
    }
    return lines
  }

  package static func list(_ items: [String]) -> String { "[\(items.joined(separator: ", "))]" }
}
