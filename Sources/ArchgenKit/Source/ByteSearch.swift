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

  /// The UTF-8 offsets where any of `needles` starts in `text`, sorted, each once.
  public static func offsets(of needles: [String], in text: String) -> [Int] {
    var text = text
    var found: [Int] = []
    text.withUTF8 { haystack in
      guard let base = haystack.baseAddress else { return }
      for var needle in needles {
        needle.withUTF8 { pattern in
          guard let first = pattern.first, haystack.count >= pattern.count else { return }
          let last = base + (haystack.count - pattern.count)
          var cursor = base
          while cursor <= last {
            guard let hit = memchr(cursor, Int32(first), last - cursor + 1) else { return }
            let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(candidate, pattern.baseAddress!, pattern.count) == 0 {
              found.append(candidate - base)
            }
            cursor = candidate + 1
          }
        }
      }
    }
    return needles.count > 1 ? Array(Set(found)).sorted() : found
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

/// Many identifiers looked up at once in one pass over a file's bytes: the names of machines'
/// owners, of which a big repository has thousands (one `memchr` pass per name would make the
/// search quadratic).
public struct WordSet: Sendable {
  /// FNV-1a hashes of the words, each with the words that have it.
  private let words: [UInt64: [[UInt8]]]

  public init(_ words: some Sequence<String>) {
    var table: [UInt64: [[UInt8]]] = [:]
    for word in words where !word.isEmpty {
      let bytes = Array(word.utf8)
      table[Self.hash(bytes[...]), default: []].append(bytes)
    }
    self.words = table
  }

  public var isEmpty: Bool { words.isEmpty }

  /// Whether `text` holds one of the words as a whole identifier (bounded by bytes that cannot be
  /// part of one: ASCII other than letters, digits and `_`).
  public func occurs(in text: String) -> Bool {
    guard !words.isEmpty else { return false }
    var text = text
    return text.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        guard Self.isIdentifierByte(bytes[start]) else {
          start += 1
          continue
        }
        var end = start
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        while end < bytes.count && Self.isIdentifierByte(bytes[end]) {
          hash = (hash ^ UInt64(bytes[end])) &* 0x100_0000_01B3
          end += 1
        }
        if let candidates = words[hash],
          candidates.contains(where: { $0.elementsEqual(bytes[start..<end]) })
        {
          return true
        }
        start = end
      }
      return false
    }
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }
}
