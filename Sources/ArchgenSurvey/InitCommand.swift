import ArchgenCore

extension ProjectSurvey {
  /// `archgen init` end to end: survey the sources under `sources`, say what was found where,
  /// and write the proposed `.archgen.yml` to `path` (only printed under `dryRun`). An existing
  /// file is never replaced without `force`.
  public static func command(sources: String, path: String, dryRun: Bool, force: Bool)
    -> CommandOutcome
  {
    // A missing or non-folder `--sources` would propose defaults for nothing; stop before any
    // file is written.
    guard FileSystem.isDirectory(sources) else {
      let problem =
        FileSystem.exists(sources)
        ? "is not a folder; --sources takes the folder whose Swift sources init reads"
        : "no such folder; --sources takes the folder whose Swift sources init reads"
      return .failure([.error(problem, file: sources)])
    }
    if FileSystem.exists(path) && !force && !dryRun {
      return .failure([.error("already exists; use --force to replace it", file: path)])
    }
    var (proposal, diagnostics) = survey(root: sources)
    proposal.lintCheck = ProposalLintCheck.check(proposal, root: sources)
    var outcome = CommandOutcome(
      standardOutput: InitReport.text(proposal), diagnostics: diagnostics)
    let text = ProposedConfigFile.render(proposal)
    if dryRun {
      outcome.standardOutput += "\n" + text
      return outcome
    }
    do throws(Diagnostic) {
      try FileSystem.writeAtomically(text, to: path)
    } catch {
      outcome.diagnostics.append(error)
      outcome.escalate(to: .failure)
      return outcome
    }
    outcome.standardOutput += "created     \(path)\n"
    return outcome
  }
}
