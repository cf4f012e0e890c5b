extension ProjectSurvey {
  /// `archgen init` end to end: survey the sources under `sources`, say what was found where,
  /// and write the proposed `.archgen.yml` to `path` (only printed under `dryRun`). An existing
  /// file is never replaced without `force`.
  public static func command(sources: String, path: String, dryRun: Bool, force: Bool)
    -> CommandOutcome
  {
    if FileSystem.exists(path) && !force && !dryRun {
      return .failure([.error("already exists; use --force to replace it", file: path)])
    }
    let (proposal, diagnostics) = survey(root: sources)
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
