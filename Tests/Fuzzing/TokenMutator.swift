/// Mutates one seed file at its token boundaries.
struct TokenMutator {
  private(set) var bytes: [UInt8]
  private let boundaries: [Int]

  init(bytes: [UInt8], boundaries: [Int]) {
    self.bytes = bytes
    self.boundaries = boundaries.count >= 2 ? boundaries : [0, bytes.count]
  }

  /// Applies one to three random mutations; returns their names joined by `+`.
  mutating func mutate(using random: inout SplitMix64) -> String {
    let rounds = Int.random(in: 1...3, using: &random)
    var kinds: [String] = []
    var cuts = boundaries
    for _ in 0..<rounds {
      let token = Int.random(in: 0..<(cuts.count - 1), using: &random)
      let range = cuts[token]..<min(cuts[token + 1], bytes.count)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        bytes.removeSubrange(range)
        kinds.append("deleted-token")
      case 1:
        bytes.insert(contentsOf: bytes[range], at: range.lowerBound)
        kinds.append("duplicated-token")
      case 2:
        let other = Int.random(in: 0..<(cuts.count - 1), using: &random)
        let source = Array(bytes[cuts[other]..<min(cuts[other + 1], bytes.count)])
        bytes.replaceSubrange(range, with: source)
        kinds.append("swapped-token")
      case 3:
        let count = Int.random(in: 1...16, using: &random)
        let noise = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes.insert(contentsOf: noise, at: range.lowerBound)
        kinds.append("random-bytes")
      case 4:
        let invalid: [[UInt8]] = [
          [0xFF], [0xC3], [0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        ]
        bytes.insert(
          contentsOf: invalid[Int.random(in: 0..<invalid.count, using: &random)],
          at: range.lowerBound)
        kinds.append("non-utf8")
      default:
        let depth = Int.random(in: 1...400, using: &random)
        let (open, close) = [("(", ")"), ("[", "]"), ("{", "}")][
          Int.random(in: 0..<3, using: &random)]
        let closed = Bool.random(using: &random)
        let nesting =
          String(repeating: open, count: depth)
          + (closed ? String(repeating: close, count: depth) : "")
        bytes.insert(contentsOf: Array(nesting.utf8), at: range.lowerBound)
        kinds.append("nesting")
      }
      // Offsets past the change moved; cut only at positions still inside the file.
      cuts = cuts.filter { $0 <= bytes.count }
      if cuts.count < 2 { cuts = [0, bytes.count] }
    }
    return kinds.joined(separator: "+")
  }
}
