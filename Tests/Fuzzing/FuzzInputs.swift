import ArchgenKit
import SwiftParser
import SwiftSyntax

/// The inputs of a fuzz run, each made on demand from the run's seed and its index:
/// first the fixed hard cases (`FixedInputs`), then every token-boundary truncation of the seed
/// files, then random mutations of them (deleted, duplicated and swapped tokens, random and
/// non-UTF-8 bytes, deep nesting spliced in).
public struct FuzzInputs: Sendable {
  public let seed: UInt64
  private let fixed: FixedInputs
  private let files: [[UInt8]]
  /// UTF-8 offsets where each seed file's tokens start, and its end.
  private let boundaries: [[Int]]
  private let truncations: Int

  /// `truncate` seed files (the first ones) are cut at every token boundary.
  public init(seeds: [SourceText], truncate: Int, seed: UInt64, fixed: FixedInputs = FixedInputs())
  {
    self.seed = seed
    self.fixed = fixed
    files = seeds.map { Array($0.text.utf8) }
    boundaries = seeds.map { source in
      let tree = Parser.parse(source: source.text)
      let starts = tree.tokens(viewMode: .sourceAccurate).map {
        $0.positionAfterSkippingLeadingTrivia.utf8Offset
      }
      return Array(Set(starts + [source.text.utf8.count])).sorted()
    }
    truncations = boundaries.prefix(truncate).reduce(0) { $0 + $1.count }
  }

  /// How many inputs come before the random mutations.
  public var systematicCount: Int { fixed.count + truncations }

  public func input(at index: Int) -> FuzzInput {
    if index < fixed.count { return fixed.input(at: index) }
    if index < systematicCount { return truncation(index - fixed.count, index: index) }
    return mutation(index: index)
  }

  private func truncation(_ offset: Int, index: Int) -> FuzzInput {
    var remaining = offset
    for (file, cuts) in zip(files, boundaries) {
      if remaining < cuts.count {
        return FuzzInput(index: index, kind: "truncated", bytes: Array(file[..<cuts[remaining]]))
      }
      remaining -= cuts.count
    }
    return FuzzInput(index: index, kind: "empty", bytes: [])
  }

  private func mutation(index: Int) -> FuzzInput {
    var random = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
    guard !files.isEmpty else {
      return FuzzInput(index: index, kind: "random-bytes", bytes: Self.randomBytes(&random))
    }
    let which = Int.random(in: 0..<files.count, using: &random)
    var mutator = TokenMutator(bytes: files[which], boundaries: boundaries[which])
    let kind = mutator.mutate(using: &random)
    return FuzzInput(index: index, kind: kind, bytes: mutator.bytes)
  }

  static func randomBytes(_ random: inout SplitMix64) -> [UInt8] {
    let count = Int.random(in: 0...600, using: &random)
    return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
  }
}
