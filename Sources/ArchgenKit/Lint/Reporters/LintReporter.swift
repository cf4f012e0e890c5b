/// Turns findings into one output format. Each format is one small type.
public protocol LintReporter: Sendable {
  /// The name given to `--reporter`.
  static var name: String { get }
  init()
  /// The whole report; findings arrive sorted by file, line, column.
  func report(_ findings: [LintFinding]) -> String
}
