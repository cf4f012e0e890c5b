import ArchgenFuzzing
import ArchgenKit
import ArgumentParser
import Foundation

/// Feeds mutated Swift to archgen's readers and reports crashes, hangs and missing diagnostics.
/// The benchmark script runs it at scale; `swift test` runs a small run of the same. With
/// `--binary`, the inputs go through the built `archgen` instead, in folders of `--batch` files:
/// lint, graph, enum-props and tests, checked for signals, hangs, exit statuses and JSON.
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

  @Option(help: "Run the inputs through this archgen executable (lint, graph, enum-props, tests).")
  var binary: String?

  @Option(help: "With --binary: inputs per folder (each command reads a folder at once).")
  var batch = 50

  @Option(help: "With --binary: where the folders are made (those with a problem are kept).")
  var work = "/tmp/archgen-fuzz"

  @Option(help: "With --binary: at most this many seed files, evenly spaced in path order.")
  var maxSeeds = 2_000

  @Option(help: "With --binary: seed files larger than this many bytes are left out.")
  var maxSeedBytes = 60_000

  func run() throws {
    if let binary { return try runBinary(binary) }
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

extension ArchgenFuzz {
  func runBinary(_ binary: String) throws {
    let (sources, problems) = SeedFiles.pick(in: seeds, count: maxSeeds, maxBytes: maxSeedBytes)
    for problem in problems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
    guard !sources.isEmpty else { throw ExitCode(2) }
    let inputs = FuzzInputs(seeds: sources, truncate: truncate ?? 0, seed: seed)
    print("seeds: \(sources.count) files, \(inputs.systematicCount) systematic inputs")
    let run = ProcessFuzzRun(
      inputs: inputs, count: count, first: first, batchSize: batch,
      check: ProcessCheck(binary: URL(fileURLWithPath: binary), limit: inputLimit),
      work: URL(fileURLWithPath: work), timeLimit: timeLimit)
    let report = run.run { report in print(report.progressLine) }
    print(report.text)
    if !report.problems.isEmpty { throw ExitCode(1) }
  }
}

ArchgenFuzz.main()
