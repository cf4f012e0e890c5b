import ArchgenFuzzing
import ArchgenKit
import ArchgenTestSupport
import XCTest

/// A small fuzz run of the three readers: a fixed seed and a fixed number of inputs, so every
/// machine checks the same inputs; its time is printed, never checked. The benchmark script runs
/// the same code over 100,000 inputs (`archgen-fuzz`).
final class FuzzTests: XCTestCase {
  /// Cut at every token boundary: a reducer, an enum file and a lint fixture with a suppression.
  private static let seedFiles = [
    "Fixtures/StateGraph/TrafficLight.swift",
    "Fixtures/EnumProperties/Payloads.swift",
    "Fixtures/LintApp/Sources/Scenes/Profile/ProfileView.swift",
    "Fixtures/StateGraph/AuthService.swift",
    "Fixtures/EnumProperties/Conditional.swift",
  ]

  func testReadersSurviveMutatedSwift() throws {
    let seeds = try Self.seedFiles.map { path in
      SourceText(
        path: path,
        text: try String(contentsOf: Repository.url(path), encoding: .utf8))
    }
    // The dense single line is kept small here: a debug build reads 5 MB of tokens for minutes.
    // The benchmark's run reads it at full size from a release build.
    let fixed = FixedInputs(hugeTokenLineBytes: 100_000, deepLinks: 10_000)
    let inputs = FuzzInputs(seeds: seeds, truncate: 3, seed: 42, fixed: fixed)
    let count = inputs.systematicCount + 400
    let report = FuzzRun(inputs: inputs, count: count).run()
    let summary = FuzzSummary(report).text
    XCTAssertEqual(report.problems, [], summary)
    XCTAssertEqual(report.ran, count, summary)
    for kind in [
      "empty", "nesting-bracket", "huge-line-literal", "huge-line-tokens", "non-utf8", "truncated",
      "deleted-token", "duplicated-token", "random-bytes",
    ] {
      XCTAssertGreaterThan(report.kinds[kind] ?? 0, 0, "no \(kind) input ran:\n\(summary)")
    }
    print(summary)
  }

  func testInputsAreTheSameForTheSameSeed() {
    let seeds = [SourceText(path: "a.swift", text: "enum A { case a(Int), b }\n")]
    let one = FuzzInputs(seeds: seeds, truncate: 1, seed: 7, fixed: FixedInputs(hugeLineBytes: 64))
    let two = FuzzInputs(seeds: seeds, truncate: 1, seed: 7, fixed: FixedInputs(hugeLineBytes: 64))
    let other = FuzzInputs(
      seeds: seeds, truncate: 1, seed: 8, fixed: FixedInputs(hugeLineBytes: 64))
    let indices = one.systematicCount..<(one.systematicCount + 50)
    XCTAssertEqual(indices.map { one.input(at: $0).bytes }, indices.map { two.input(at: $0).bytes })
    XCTAssertNotEqual(
      indices.map { one.input(at: $0).bytes }, indices.map { other.input(at: $0).bytes })
  }

  func testTruncationsCutAtEveryTokenBoundary() {
    let text = "enum A { case a }"
    let inputs = FuzzInputs(
      seeds: [SourceText(path: "a.swift", text: text)], truncate: 1, seed: 1,
      fixed: FixedInputs(hugeLineBytes: 64))
    let first = FixedInputs().count
    let cuts = (first..<inputs.systematicCount).map {
      String(decoding: inputs.input(at: $0).bytes, as: UTF8.self)
    }
    XCTAssertEqual(
      cuts,
      ["", "enum ", "enum A ", "enum A { ", "enum A { case ", "enum A { case a ", text])
  }
}
