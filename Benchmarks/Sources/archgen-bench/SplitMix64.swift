/// A small seeded generator (SplitMix64), so the same seed always gives the same corpus on every
/// platform. Only integer arithmetic: no floating point, no system randomness.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range` (the modulo bias is negligible for the small ranges used here).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % width)
  }

  /// True `percent` times out of 100.
  mutating func chance(_ percent: Int) -> Bool {
    int(0...99) < percent
  }

  mutating func pick<T>(_ items: [T]) -> T {
    items[int(0...(items.count - 1))]
  }

  /// An index chosen with the given integer weights.
  mutating func weighted(_ weights: [Int]) -> Int {
    var roll = int(0...(weights.reduce(0, +) - 1))
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return weights.count - 1
  }

  /// A Fisher–Yates shuffle driven by this generator.
  mutating func shuffled<T>(_ items: [T]) -> [T] {
    var result = items
    guard result.count > 1 else { return result }
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, int(0...index))
    }
    return result
  }
}
