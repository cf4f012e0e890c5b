import ArchgenCore

/// `--strict`: states never reached from the initial state, states with no way out, events never
/// handled, cases shadowed by an earlier case and guards that cannot hold, as located findings of
/// the `StrictRule`s, one `StrictCheck` type per rule (`Strict/`).
package enum StrictAnalysis {
  /// The checks in the order their findings are listed, one per `StrictRule`.
  package static var checks: [any StrictCheck.Type] {
    [
      UnreachableStateCheck.self, DeadEndStateCheck.self, UnhandledEventCheck.self,
      ShadowedCaseCheck.self, ContradictoryGuardCheck.self,
    ]
  }

  /// The machine is read into the model once, its guards parsed once, for every rule.
  package static func findings(for linked: LinkedMachine) -> [LintFinding] {
    let model = linked.model
    return checks.flatMap { $0.findings(linked, model) }
  }
}
