/// One rule violation at a 1-based line and column (UTF-8 columns, as the compiler counts them).
public struct LintFinding: Sendable, Hashable, Codable {
  /// The path as the user gave it (relative stays relative).
  public var file: String
  public var line: Int
  public var column: Int
  /// The column in UTF-16 code units, for consumers that count that way (SARIF's default).
  public var utf16Column: Int
  public var severity: Diagnostic.Severity
  /// The rule id, e.g. `direct-environment-access`.
  public var rule: String
  public var message: String
  /// The trimmed text of the offending line; what a baseline entry matches on.
  public var code: String

  public init(
    file: String, line: Int, column: Int, severity: Diagnostic.Severity, rule: String,
    message: String, code: String = ""
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.utf16Column = column
    self.severity = severity
    self.rule = rule
    self.message = message
    self.code = code
  }

  /// Sorted by file, line, column, then rule id, so every report is deterministic.
  public static func ordered(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message)
      < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}
