import Foundation

/// A fuzz run's report as the lines the benchmark script and the test print.
public struct FuzzSummary {
  public let report: FuzzRun.Report

  public init(_ report: FuzzRun.Report) { self.report = report }

  public var text: String {
    let megabytes = Double(report.bytes) / 1_000_000
    let perSecond = report.seconds > 0 ? Double(report.ran) / report.seconds : 0
    var lines = [
      "fuzz: \(report.ran) inputs, \(format(megabytes)) MB in \(format(report.seconds)) s "
        + "(\(Int(perSecond)) inputs/s); slowest \(format(report.slowest.seconds)) s: "
        + report.slowest.input,
      "kinds: "
        + report.kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", "),
    ]
    if let hang = report.hang { lines.append("HANG \(hang)") }
    lines += report.problems.prefix(50).map { "PROBLEM \($0)" }
    lines.append("problems: \(report.problems.count), hangs: \(report.hang == nil ? 0 : 1)")
    return lines.joined(separator: "\n")
  }

  private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
