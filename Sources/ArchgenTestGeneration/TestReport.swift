import ArchgenCore
import Foundation

/// What `archgen tests` found: suites, the figures, and what it could not test.
public struct TestReport: Sendable, Encodable {
  public struct SkippedMachine: Sendable, Equatable, Encodable {
    public var machine: String
    public var file: String
    public var line: Int
    public var reason: TestSkip
  }

  public var suites: [GeneratedSuite]
  public var skippedMachines: [SkippedMachine]
  public var diagnostics: [Diagnostic]
  /// One line per name several machines share, saying how their files were told apart.
  public var sharedNames: [String] = []
  /// The framework the files are written for, which spells the tests' names (`plan` sets it).
  public var framework: TestFramework = .xctest

  /// Reducer tests and service tests.
  public var testCount: Int {
    suites.reduce(0) { $0 + $1.tests.count + ($1.service?.tests.count ?? 0) }
  }
  public var completeCount: Int {
    suites.reduce(0) {
      $0 + $1.tests.filter(\.isComplete).count
        + ($1.service?.tests.filter(\.isComplete).count ?? 0)
    }
  }

  /// `Suite.test (file:line)` for every test with a placeholder left, named as in the file
  /// (`testFailedPlayGoesToBuffering` in XCTest, `failedPlayGoesToBuffering` in Swift Testing).
  public var needingValues: [String] {
    suites.flatMap { suite in
      let reducer = suite.tests.filter { !$0.isComplete }.map {
        "\(suite.typeName)Tests.\(TestName.function($0.name, framework: framework)) "
          + "(\(suite.file):\($0.line))"
      }
      let service = (suite.service?.tests ?? []).filter { !$0.isComplete }.map {
        "\(suite.service?.service ?? "")FeedbackTests."
          + "\(TestName.function($0.name, framework: framework)) (\(suite.file):\($0.line))"
      }
      return reducer + service
    }
  }

  /// The summary printed after the file list.
  public var summary: String {
    var lines = [
      "\(testCount) tests: \(completeCount) complete, \(needingValues.count) need a value"
    ]
    lines += needingValues.map { "  needs a value: \($0)" }
    lines += sharedNames
    let serviceOnly = suites.compactMap(\.service).reduce(0) { $0 + $1.feedbackOnly }
    if serviceOnly > 0 {
      lines.append(
        "\(serviceOnly) service transitions left to the reducer tests "
          + "(an event or a source state only the service's feedbacks reach)")
    }
    let skipped = suites.flatMap { suite in suite.skipped.map { (suite, $0) } }
    if !skipped.isEmpty { lines.append("\(skipped.count) transitions without a test:") }
    lines += skipped.map { suite, item in
      "  \(suite.file):\(item.line): \(item.transition): \(item.reason.rawValue)"
    }
    if !skippedMachines.isEmpty { lines.append("\(skippedMachines.count) machines without tests:") }
    lines += skippedMachines.map { "  \($0.file):\($0.line): \($0.machine): \($0.reason.rawValue)" }
    return lines.map { $0 + "\n" }.joined()
  }

  package enum CodingKeys: String, CodingKey {
    case suites, skippedMachines, tests, complete, needingValues, diagnostics
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(testCount, forKey: .tests)
    try container.encode(completeCount, forKey: .complete)
    try container.encode(needingValues, forKey: .needingValues)
    try container.encode(suites, forKey: .suites)
    try container.encode(skippedMachines, forKey: .skippedMachines)
    try container.encode(diagnostics.map(\.description), forKey: .diagnostics)
  }
}
