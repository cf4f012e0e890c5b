import ArchgenFuzzing
import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Mutated Swift through the built `archgen` (lint, graph, enum-props, tests): no signal, no hang,
/// only documented exit statuses, JSON that parses. A small run from the fixtures by default; the
/// big run of issue 22 over real apps is the same test with the environment set:
///
///     ARCHGEN_FUZZ_SEEDS=/work/real ARCHGEN_FUZZ_COUNT=10000 ARCHGEN_FUZZ_BINARY=… \
///       swift test --filter ProcessFuzzTests
///
/// (`ARCHGEN_FUZZ_FIRST`, `_BATCH`, `_LIMIT`, `_MAX_SEEDS`, `_HUGE_BYTES`, `_SECONDS`, `_REPORT` too;
/// `archgen-fuzz --binary` runs the same code.)
final class ProcessFuzzTests: XCTestCase {
  private static let environment = ProcessInfo.processInfo.environment

  private static func number(_ name: String, _ fallback: Int) -> Int {
    environment["ARCHGEN_FUZZ_\(name)"].flatMap { Int($0) } ?? fallback
  }

  func testTheToolSurvivesMutatedSwift() throws {
    let big = Self.environment["ARCHGEN_FUZZ_SEEDS"] != nil
    let binary =
      Self.environment["ARCHGEN_FUZZ_BINARY"].map { URL(fileURLWithPath: $0) } ?? ArchgenBinary.url
    guard let binary else { throw XCTSkip("archgen is not built") }
    let folders =
      Self.environment["ARCHGEN_FUZZ_SEEDS"].map { $0.split(separator: ":").map(String.init) }
      ?? ["StateGraph", "EnumProperties", "LintApp"].map { Repository.url("Fixtures/\($0)").path }
    let (seeds, _) = SeedFiles.pick(
      in: folders, count: Self.number("MAX_SEEDS", 2_000), maxBytes: 60_000)
    XCTAssertFalse(seeds.isEmpty)
    // Small fixed inputs here: a debug build reads the full-size ones for minutes.
    let huge = Self.number("HUGE_BYTES", 1_000_000)
    let fixed =
      big
      ? FixedInputs(hugeLineBytes: huge, hugeTokenLineBytes: huge)
      : FixedInputs(
        nestingDepth: 2_000, hugeLineBytes: 100_000, hugeTokenLineBytes: 50_000,
        deepLinks: 10_000)
    let inputs = FuzzInputs(seeds: seeds, truncate: 0, seed: 22, fixed: fixed)
    let work = try temporaryDirectory("process-fuzz")
    let count = Self.number("COUNT", 40)
    let run = ProcessFuzzRun(
      inputs: inputs, count: big ? inputs.systematicCount + count : count,
      first: Self.number("FIRST", 0), batchSize: Self.number("BATCH", big ? 50 : 20),
      check: ProcessCheck(binary: binary, limit: Double(Self.number("LIMIT", 300))),
      work: work.url, timeLimit: Self.environment["ARCHGEN_FUZZ_SECONDS"].flatMap { Double($0) })
    let report = run.run { report in
      if big { print(report.progressLine) }
    }
    print("seeds: \(seeds.count) files\n" + report.text)
    if let path = Self.environment["ARCHGEN_FUZZ_REPORT"] {
      try ("seeds: \(seeds.count) files\n" + report.text + "\n").write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    XCTAssertEqual(report.problems, [], report.text)
    XCTAssertEqual(report.signals + report.hangs + report.undocumentedStatuses, 0)
    XCTAssertEqual(report.invalidJSON, 0)
    XCTAssertGreaterThan(report.jsonAsked, 0)
  }
}
