/// What one command did, as every capability reports it: what goes to standard output, the
/// diagnostics and notes for standard error, and the status. The command line prints it and exits
/// with `status.exitCode`, in one place (`Console.finish`).
public struct CommandOutcome: Sendable, Equatable {
  /// The exit statuses of the README's table (SPEC §1).
  public enum Status: Sendable, Equatable, Comparable {
    /// The command did its job and found nothing to act on.
    case success
    /// The command ran and found something the user must act on (findings, stale output).
    case actionNeeded
    /// The command could not do its job (unreadable input, bad config, refused to overwrite).
    case failure

    public var exitCode: Int32 {
      switch self {
      case .success: 0
      case .actionNeeded: 1
      case .failure: 2
      }
    }
  }

  public var standardOutput: String
  public var diagnostics: [Diagnostic]
  /// Plain lines for standard error after the diagnostics (a summary, `--verbose` details).
  public var notes: [String]
  public var status: Status

  public init(
    standardOutput: String = "", diagnostics: [Diagnostic] = [], notes: [String] = [],
    status: Status = .success
  ) {
    self.standardOutput = standardOutput
    self.diagnostics = diagnostics
    self.notes = notes
    self.status = status
  }

  /// A command that could not start: one error, status 2.
  public static func failure(_ diagnostics: [Diagnostic], output: String = "") -> CommandOutcome {
    CommandOutcome(standardOutput: output, diagnostics: diagnostics, status: .failure)
  }

  /// Raises the status to at least `status` (a failure is never lowered to a finding).
  public mutating func escalate(to status: Status) {
    self.status = max(self.status, status)
  }
}
