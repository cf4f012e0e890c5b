import ArchgenConfig
import ArchgenLinter

/// What `archgen lint` would report with a proposal's `environment:` on the surveyed folder: the
/// reads outside Builders (the number a team adopting the proposal starts from), and the entries
/// no file uses, so a proposal that would make lint pass in silence says so.
package enum ProposalLintCheck {
  package static let readRules: Set<String> = [
    DirectEnvironmentAccessRule.id, EnvironmentDefaultArgumentRule.id,
  ]

  package static func check(_ proposal: ProjectProposal, root: String) -> ProjectProposal.LintCheck
  {
    var settings = EnvironmentSettings(
      accessor: proposal.accessor.value, names: proposal.names, mutators: proposal.mutators)
    settings.propertyWrappers = proposal.propertyWrappers
    settings.resolvers = proposal.resolvers
    var config = LintConfig()
    settings.apply(to: &config.environment)
    let result = Linter.run(LintOptions(paths: [root], config: config))
    let reads = result.findings.filter { readRules.contains($0.rule) }
    return .init(
      reads: reads.count, files: Set(reads.map(\.file)).count,
      unused: result.unusedEnvironmentEntries.flatMap(\.entries))
  }
}
