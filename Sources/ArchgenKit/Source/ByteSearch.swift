#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The byte search that rejects a file before any parse: a file whose UTF-8 bytes hold none of a
/// scanner's markers cannot give it a result.
public enum ByteSearch {
  /// Whether the UTF-8 bytes of `text` contain at least one of `needles`.
  public static func containsAny(_ text: String, _ needles: [String]) -> Bool {
    guard !needles.isEmpty else { return false }
    var text = text
    return text.withUTF8 { haystack in
      needles.contains { needle in contains(haystack, needle) }
    }
  }

  private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { pattern in
      guard pattern.count > 0 else { return true }
      guard let base = haystack.baseAddress, let needle = pattern.baseAddress,
        haystack.count >= pattern.count
      else { return false }
      // memchr finds each candidate first byte at memory speed; memcmp checks the rest.
      let first = Int32(needle.pointee)
      let last = base + (haystack.count - pattern.count)
      var cursor = base
      while cursor <= last {
        guard let hit = memchr(cursor, first, last - cursor + 1) else { return false }
        let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
        if memcmp(candidate, needle, pattern.count) == 0 { return true }
        cursor = candidate + 1
      }
      return false
    }
  }
}
