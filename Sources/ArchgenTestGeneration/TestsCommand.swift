import ArchgenCore
import ArchgenScaffold
import Foundation

extension TestGenerator {
  /// `archgen tests` end to end: plan, then write (refusing changed files unless `force`), and
  /// report the files and the figures (how many tests are complete, which need a value).
  public static func command(
    _ request: TestRequest, dryRun: Bool = false, force: Bool = false, json: Bool = false
  ) -> CommandOutcome {
    let generation: TestGeneration
    do {
      generation = try plan(request)
    } catch {
      return .failure(error.diagnostics)
    }
    var outcome = CommandOutcome(diagnostics: generation.report.diagnostics)
    let files: ScaffoldReport
    if dryRun {
      files = ScaffoldReport(plan: generation.plan, outcome: nil, dryRun: true, diagnostics: [])
    } else {
      do {
        let written = try generation.plan.apply(force ? .force : .refuse)
        files = ScaffoldReport(
          plan: generation.plan, outcome: written, dryRun: false, diagnostics: [])
      } catch {
        outcome.diagnostics += error.diagnostics.map(conflictInTestsWords)
        outcome.escalate(to: .failure)
        files = ScaffoldReport(
          plan: generation.plan, outcome: error.outcome, dryRun: false, diagnostics: [])
      }
    }
    outcome.standardOutput =
      json
      ? TestsJSON(files: files, report: generation.report).text
      : files.text
        + generation.report.summary
    return outcome
  }
}

extension TestGenerator {
  /// Scaffold's conflict message names `--skip-existing`, which `tests` does not have: in
  /// `tests` it names the flags it has.
  package static func conflictInTestsWords(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.message.hasPrefix("file exists with other content") else { return diagnostic }
    var diagnostic = diagnostic
    diagnostic.message =
      "file exists with other content; use --force to replace it, or --dry-run to see the plan"
    return diagnostic
  }
}

/// `--json`: the scaffold report and the test figures in one object.
private struct TestsJSON: Encodable {
  var files: ScaffoldReport
  var report: TestReport

  var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
