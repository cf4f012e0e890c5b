/// FNV-1a over bytes: the same value in every process (Swift's `Hasher` is seeded per process),
/// for cache keys, file names and `WordSet`'s table.
public enum StableHash {
  package static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325

  /// One more byte into a running hash.
  @inline(__always)
  package static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  package static func value(of bytes: some Sequence<UInt8>) -> UInt64 {
    bytes.reduce(offsetBasis, step)
  }

  /// Sixteen hexadecimal digits of the hash of `text`'s UTF-8 bytes.
  public static func hex(_ text: String) -> String {
    let digits = String(value(of: text.utf8), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
