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
    if needles.contains("") { return true }
    var found = false
    scan(text, needles) { _ in
      found = true
      return false
    }
    return found
  }

  /// The UTF-8 offsets where any of `needles` starts in `text`, sorted, each once.
  public static func offsets(of needles: [String], in text: String) -> [Int] {
    var found: [Int] = []
    scan(text, needles) { offset in
      found.append(offset)
      return true
    }
    return needles.count > 1 ? Array(Set(found)).sorted() : found
  }

  /// Calls `hit` with the offset of each occurrence of each needle (needle by needle, in order)
  /// until it returns false. memchr finds each candidate first byte at memory speed; memcmp checks
  /// the rest.
  private static func scan(_ text: String, _ needles: [String], _ hit: (Int) -> Bool) {
    var text = text
    text.withUTF8 { haystack in
      guard let base = haystack.baseAddress else { return }
      for var needle in needles {
        let more = needle.withUTF8 { pattern -> Bool in
          guard let first = pattern.first, haystack.count >= pattern.count else { return true }
          let last = base + (haystack.count - pattern.count)
          var cursor = base
          while cursor <= last {
            guard let found = memchr(cursor, Int32(first), last - cursor + 1) else { return true }
            let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if memcmp(candidate, pattern.baseAddress!, pattern.count) == 0,
              !hit(candidate - base)
            {
              return false
            }
            cursor = candidate + 1
          }
          return true
        }
        if !more { return }
      }
    }
  }
}

/// Many identifiers looked up at once in one pass over a file's bytes: the names of machines'
/// owners, of which a big repository has thousands (one `memchr` pass per name would make the
/// search quadratic).
public struct WordSet: Sendable {
  /// `StableHash` values of the words, each with the words that have it.
  private let words: [UInt64: [[UInt8]]]

  public init(_ words: some Sequence<String>) {
    var table: [UInt64: [[UInt8]]] = [:]
    for word in words where !word.isEmpty {
      let bytes = Array(word.utf8)
      table[StableHash.value(of: bytes), default: []].append(bytes)
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
        var hash = StableHash.offsetBasis
        while end < bytes.count && Self.isIdentifierByte(bytes[end]) {
          hash = StableHash.step(hash, bytes[end])
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
}
