import ArchgenCore

/// How a scaffold's result is shown: the plan only, the generated files, or JSON for scripts.
public struct ScaffoldPresentation: Sendable {
  /// Plan and write nothing (`--dry-run`).
  public var dryRun: Bool
  /// Print the generated files instead of writing them (`--stdout`).
  public var standardOutput: Bool
  /// The plan and the result as JSON (`--json`).
  public var json: Bool

  public init(dryRun: Bool = false, standardOutput: Bool = false, json: Bool = false) {
    self.dryRun = dryRun
    self.standardOutput = standardOutput
    self.json = json
  }
}

extension Scaffolder {
  /// `archgen scene` and `archgen service` end to end: plan, then (unless only shown) write by the
  /// request's conflict policy, and report. Nothing is written when planning fails or any file
  /// conflicts without `--force`/`--skip-existing`.
  public static func command(_ request: ScaffoldRequest, _ presentation: ScaffoldPresentation)
    -> CommandOutcome
  {
    let plan: ScaffoldPlan
    do {
      plan = try Scaffolder.plan(request)
    } catch {
      return report(
        ScaffoldReport(
          plan: nil, outcome: nil, dryRun: presentation.dryRun, diagnostics: error.diagnostics),
        presentation, status: .failure)
    }
    if presentation.dryRun || presentation.standardOutput {
      let shown = ScaffoldReport(plan: plan, outcome: nil, dryRun: true, diagnostics: [])
      if presentation.standardOutput && !presentation.json {
        return CommandOutcome(standardOutput: shown.contents)
      }
      return report(shown, presentation, status: .success)
    }
    do {
      let outcome = try plan.apply(request.conflictPolicy)
      return report(
        ScaffoldReport(plan: plan, outcome: outcome, dryRun: false, diagnostics: []), presentation,
        status: .success)
    } catch {
      return report(
        ScaffoldReport(
          plan: plan, outcome: error.outcome, dryRun: false, diagnostics: error.diagnostics),
        presentation, status: .failure)
    }
  }

  private static func report(
    _ report: ScaffoldReport, _ presentation: ScaffoldPresentation, status: CommandOutcome.Status
  ) -> CommandOutcome {
    CommandOutcome(
      standardOutput: presentation.json ? report.json : report.text,
      diagnostics: report.diagnostics, status: status)
  }
}
