/// Turns findings into one output format. Each format is one small type.
public protocol LintReporter: Sendable {
  /// The name given to `--reporter`.
  static var name: String { get }
  init()
  /// The whole report; findings arrive sorted by file, line, column.
  func report(_ findings: [LintFinding]) -> String
  /// The whole report with what the run used; formats with run properties (SARIF) record it.
  func report(_ findings: [LintFinding], run: LintRunInfo) -> String
}

extension LintReporter {
  public func report(_ findings: [LintFinding], run: LintRunInfo) -> String { report(findings) }
}

/// What a lint run used, for reports that record it.
public struct LintRunInfo: Sendable, Equatable {
  /// The config files used, sorted; empty when only the defaults were.
  public var configFiles: [String]

  public init(configFiles: [String] = []) { self.configFiles = configFiles }
}
