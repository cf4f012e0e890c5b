import ArchgenCore

/// Where `archgen enum-props` puts the generated extensions.
public enum EnumPropertiesDestination: Sendable, Equatable {
  case standardOutput
  /// All extensions in one file (`--output`).
  case file(String)
  /// `<SourceFile>+Properties.swift` beside each source file (`--in-place`).
  case inPlace
}

extension EnumPropertiesGenerator {
  /// `archgen enum-props` end to end: generate, then print, write or (with `check`) compare.
  /// Under `check` nothing is written; stale output needs action.
  public func command(paths: [String], destination: EnumPropertiesDestination, check: Bool)
    -> CommandOutcome
  {
    let result = generate(paths: paths)
    var outcome = CommandOutcome(diagnostics: result.diagnostics)
    let plan: EnumPropertiesOutputPlan
    switch destination {
    case .standardOutput:
      outcome.standardOutput = EnumPropertiesDocument.file(result.documents, command: command)
      if result.diagnostics.hasErrors { outcome.escalate(to: .failure) }
      return outcome
    case .file(let path): plan = .single(result.documents, command: command, path: path)
    case .inPlace: plan = .inPlace(result, command: command)
    }
    if check {
      outcome.diagnostics += plan.staleness + plan.conflicts
      if !plan.conflicts.isEmpty || result.diagnostics.hasErrors {
        outcome.escalate(to: .failure)
      } else if !plan.outdated.isEmpty {
        outcome.escalate(to: .actionNeeded)
      }
      return outcome
    }
    outcome.diagnostics += plan.write().diagnostics
    if outcome.diagnostics.hasErrors { outcome.escalate(to: .failure) }
    return outcome
  }
}
