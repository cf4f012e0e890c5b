import ArchgenKit
import Foundation

/// Runs inputs through `ReaderCheck` on a worker thread, bounded in count and, when given, in time,
/// and, when given `inputLimit`, watches for an input that takes longer (a hang: the run stops and
/// reports it). Without limits the run depends on no clock: it ends when `count` inputs ran.
public struct FuzzRun: Sendable {
  public var inputs: FuzzInputs
  public var count: Int
  public var first: Int
  /// No new input starts after this many seconds; nil: every input runs.
  public var timeLimit: Double?
  /// An input still running after this many seconds is a hang; nil: no input is timed out.
  public var inputLimit: Double?

  public init(
    inputs: FuzzInputs, count: Int, first: Int = 0, timeLimit: Double? = nil,
    inputLimit: Double? = nil
  ) {
    self.inputs = inputs
    self.count = count
    self.first = first
    self.timeLimit = timeLimit
    self.inputLimit = inputLimit
  }

  public struct Report: Sendable {
    public var ran = 0
    public var kinds: [String: Int] = [:]
    /// `index kind: problem`, in input order.
    public var problems: [String] = []
    /// The input still running at the limit, if any.
    public var hang: String?
    public var seconds = 0.0
    public var slowest: (seconds: Double, input: String) = (0, "")
    public var bytes = 0
  }

  /// `progress` is called from the worker thread after each input. `starting` before each one,
  /// with its index, so that a crash can be traced to its input.
  public func run(
    starting: (@Sendable (Int) -> Void)? = nil, progress: (@Sendable (Report) -> Void)? = nil
  ) -> Report {
    let state = RunState()
    let start = Date()
    let thread = Thread { [self] in
      let check = ReaderCheck()
      for index in first..<(first + count) {
        if let timeLimit, Date().timeIntervalSince(start) > timeLimit { break }
        starting?(index)
        let input = inputs.input(at: index)
        let label = "\(index) \(input.kind) (\(input.bytes.count) bytes)"
        state.begin(label)
        let began = Date()
        let problems = check.problems(input)
        state.end(input, label: label, problems: problems, seconds: Date().timeIntervalSince(began))
        progress?(state.report)
      }
      state.finish()
    }
    // Deep but readable code recurses through the parser and visitors: the readers' own stack.
    thread.stackSize = DeepStack.size
    thread.start()
    while !state.finished {
      Thread.sleep(forTimeInterval: 0.02)
      if let inputLimit, let (label, began) = state.current,
        Date().timeIntervalSince(began) > inputLimit
      {
        var report = state.report
        report.hang = "\(label): still running after \(Int(inputLimit)) s"
        report.seconds = Date().timeIntervalSince(start)
        return report
      }
    }
    var report = state.report
    report.seconds = Date().timeIntervalSince(start)
    return report
  }
}

/// The worker's progress, shared with the watching thread.
private final class RunState: @unchecked Sendable {
  private let lock = NSLock()
  private var _report = FuzzRun.Report()
  private var _current: (String, Date)?
  private var _finished = false

  func begin(_ label: String) { locked { _current = (label, Date()) } }

  func end(_ input: FuzzInput, label: String, problems: [String], seconds: Double) {
    locked {
      _current = nil
      _report.ran += 1
      _report.bytes += input.bytes.count
      _report.kinds[input.kind.split(separator: "+").first.map(String.init) ?? "", default: 0] += 1
      _report.problems += problems.map { "\(label): \($0)" }
      if seconds > _report.slowest.seconds { _report.slowest = (seconds, label) }
    }
  }

  func finish() { locked { _finished = true } }

  var report: FuzzRun.Report { locked { _report } }
  var current: (String, Date)? { locked { _current } }
  var finished: Bool { locked { _finished } }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
