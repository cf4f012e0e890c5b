import ArchgenFuzzing
import ArchgenKit
import ArgumentParser
import Foundation

/// Feeds mutated Swift to archgen's three readers and reports crashes, hangs and missing
/// diagnostics. The benchmark script runs it at scale; `swift test` runs a small run of the same.
struct ArchgenFuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "archgen-fuzz",
    abstract: "Fuzz the lint, graph and enum-props readers with mutated Swift.",
    discussion: "Exit status: 0 no problem; 1 a problem or a hang (the input is named; --dump "
      + "writes it); 2 bad arguments or unreadable seeds.")

  @Option(help: "How many inputs to run.")
  var count = 100_000

  @Option(help: "The seed of the random mutations.")
  var seed: UInt64 = 1

  @Option(help: "The index of the first input (to resume or to replay one).")
  var first = 0

  @Option(help: "Seed folders or files (default: the repository's fixtures).")
  var seeds: [String] = ["Fixtures/StateGraph", "Fixtures/EnumProperties", "Fixtures/LintApp"]

  @Option(help: "How many seed files are cut at every token boundary (default: all).")
  var truncate: Int?

  @Option(help: "Stop starting inputs after this many seconds.")
  var timeLimit = 3_600.0

  @Option(help: "An input running longer than this many seconds is a hang.")
  var inputLimit = 30.0

  @Option(help: "Write input number --first to this file and stop.")
  var dump: String?

  @Option(help: "Keep the index of the input being read in this file (to find one that crashes).")
  var current: String?

  func run() throws {
    let (files, problems) = SwiftFileFinder().files(in: seeds)
    var sources: [SourceText] = []
    for file in files {
      do throws(Diagnostic) { sources.append(try SourceText.read(file)) } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
      }
    }
    guard problems.isEmpty, !sources.isEmpty else {
      for problem in problems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
      throw ExitCode(2)
    }
    let inputs = FuzzInputs(seeds: sources, truncate: truncate ?? sources.count, seed: seed)
    if let dump {
      try Data(inputs.input(at: first).bytes).write(to: URL(fileURLWithPath: dump))
      return
    }
    print("seeds: \(sources.count) files, \(inputs.systematicCount) systematic inputs")
    let run = FuzzRun(
      inputs: inputs, count: count, first: first, timeLimit: timeLimit, inputLimit: inputLimit)
    let tracked = current
    let report = run.run(
      starting: { index in
        guard let tracked else { return }
        try? Data("\(index)\n".utf8).write(to: URL(fileURLWithPath: tracked))
      },
      progress: { report in
        if report.ran % 10_000 == 0 { print("  \(report.ran) inputs") }
      })
    print(FuzzSummary(report).text)
    if report.hang != nil || !report.problems.isEmpty { throw ExitCode(1) }
  }
}

ArchgenFuzz.main()
