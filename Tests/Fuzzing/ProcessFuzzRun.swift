import Foundation

/// Runs fuzz inputs through the built `archgen` (`ProcessCheck`) in batches: each batch is a
/// folder of inputs read by every command at once, so one bad file must not hide the others'
/// results; a batch with a problem is run again file by file, to name the inputs at fault.
public struct ProcessFuzzRun: Sendable {
  public var inputs: FuzzInputs
  public var count: Int
  public var first: Int
  public var batchSize: Int
  public var check: ProcessCheck
  /// Where batch folders are made (and removed when they pass).
  public var work: URL
  /// No batch starts after this many seconds; nil: every input runs.
  public var timeLimit: Double?

  public init(
    inputs: FuzzInputs, count: Int, first: Int = 0, batchSize: Int = 50, check: ProcessCheck,
    work: URL, timeLimit: Double? = nil
  ) {
    self.timeLimit = timeLimit
    self.inputs = inputs
    self.count = count
    self.first = first
    self.batchSize = max(1, batchSize)
    self.check = check
    self.work = work
  }

  public struct Report: Sendable {
    public var inputs = 0
    public var bytes = 0
    public var runs = 0
    public var kinds: [String: Int] = [:]
    /// `command status` → how many runs ended so.
    public var statuses: [String: Int] = [:]
    public var signals = 0
    public var hangs = 0
    public var undocumentedStatuses = 0
    public var jsonAsked = 0
    public var invalidJSON = 0
    /// `index kind: problem`, for the inputs found at fault.
    public var problems: [String] = []
    public var seconds = 0.0
    public var slowest: (seconds: Double, what: String) = (0, "")

    public var text: String {
      let statusLine = statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        .joined(separator: ", ")
      var lines = [
        "process fuzz: \(inputs) inputs (\(String(format: "%.1f", Double(bytes) / 1_000_000)) MB), "
          + "\(runs) command runs in \(String(format: "%.0f", seconds)) s; slowest "
          + "\(String(format: "%.1f", slowest.seconds)) s: \(slowest.what)",
        "kinds: "
          + kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
          .joined(separator: ", "),
        "exit statuses: \(statusLine)",
        "signals: \(signals), hangs: \(hangs), undocumented statuses: \(undocumentedStatuses), "
          + "JSON asked: \(jsonAsked), invalid JSON: \(invalidJSON)",
      ]
      lines += problems.prefix(50).map { "PROBLEM \($0)" }
      lines.append("problems: \(problems.count)")
      return lines.joined(separator: "\n")
    }

    /// One line after each batch: enough to report a run that is stopped before its end.
    public var progressLine: String {
      "  \(inputs) inputs, \(runs) runs, \(Int(seconds)) s; signals \(signals), hangs \(hangs), "
        + "undocumented statuses \(undocumentedStatuses), JSON \(jsonAsked - invalidJSON)/"
        + "\(jsonAsked) valid, problems \(problems.count); "
        + statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        .joined(separator: ", ")
    }
  }

  public func run(progress: ((Report) -> Void)? = nil) -> Report {
    var report = Report()
    let start = Date()
    var index = first
    while index < first + count {
      if let timeLimit, Date().timeIntervalSince(start) > timeLimit { break }
      let batch = Array(index..<min(first + count, index + batchSize)).map(inputs.input(at:))
      index += batch.count
      runBatch(batch, into: &report)
      report.seconds = Date().timeIntervalSince(start)
      progress?(report)
    }
    return report
  }

  private func runBatch(_ batch: [FuzzInput], into report: inout Report) {
    let folder = work.appendingPathComponent("batch-\(batch[0].index)")
    write(batch, to: folder)
    var clean = true
    for command in ProcessCheck.commands {
      let result = check.run(command, in: folder)
      record(result, what: "batch \(batch[0].index)…\(batch[batch.count - 1].index)", into: &report)
      guard let problem = result.problem else { continue }
      clean = false
      // File by file, to name the inputs at fault.
      var named = false
      for input in batch {
        let single = work.appendingPathComponent("single-\(input.index)")
        write([input], to: single)
        let alone = check.run(command, in: single)
        if let problem = alone.problem {
          report.problems.append("\(input.index) \(input.kind): \(problem)")
          named = true
        } else {
          try? FileManager.default.removeItem(at: single)
        }
      }
      if !named { report.problems.append("batch at \(batch[0].index): \(problem)") }
    }
    for input in batch {
      report.inputs += 1
      report.bytes += input.bytes.count
      report.kinds[input.kind.split(separator: "+").first.map(String.init) ?? "", default: 0] += 1
    }
    if clean { try? FileManager.default.removeItem(at: folder) }
  }

  private func record(_ result: ProcessCheck.Result, what: String, into report: inout Report) {
    report.runs += 1
    if result.hung {
      report.hangs += 1
    } else if result.signalled {
      report.signals += 1
    } else {
      report.statuses["\(result.command) \(result.status)", default: 0] += 1
      if !ProcessCheck.documentedStatuses.contains(result.status) {
        report.undocumentedStatuses += 1
      }
    }
    if let valid = result.validJSON {
      report.jsonAsked += 1
      if !valid { report.invalidJSON += 1 }
    }
    if result.seconds > report.slowest.seconds {
      report.slowest = (result.seconds, "\(result.command) on \(what)")
    }
  }

  private func write(_ batch: [FuzzInput], to folder: URL) {
    try? FileManager.default.removeItem(at: folder)
    let sources = folder.appendingPathComponent("Sources")
    try? FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for input in batch {
      try? Data(input.bytes).write(to: sources.appendingPathComponent("\(input.index).swift"))
    }
  }
}
