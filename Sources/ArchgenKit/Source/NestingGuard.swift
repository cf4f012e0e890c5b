/// Finds brackets nested too deep to parse safely. SwiftParser reports an error past 256 levels,
/// but some of its look-ahead still recurses once per level, so a file of thousands of brackets
/// would exhaust any stack; and its look-ahead for `[` directly inside `[` (collection and inline
/// array types) takes time doubling with each level, so `[[[[...` twenty-five deep takes minutes.
/// Code never nests like that; such a file is refused before the parse, with a located error.
enum NestingGuard {
  /// Twice the parser's own limit: a file this deep is not valid Swift anyway.
  static let limit = 512
  /// `[` directly inside `[`, which reads in about 0.05 s at this depth in a release build.
  static let squareRunLimit = 16

  /// Where the nesting gets too deep, and why; nil when the file is safe to parse.
  static func problem(_ text: String) -> (offset: Int, message: String)? {
    guard let (offset, isSquareRun) = firstTooDeep(text) else { return nil }
    let message =
      isSquareRun
      ? "more than \(squareRunLimit) '[' nested directly in each other; the file is not read"
      : "brackets nested more than \(limit) levels deep; the file is not read"
    return (offset, message)
  }

  /// The UTF-8 offset of the first `(`, `[` or `{` nested deeper than `limit`, or of the first `[`
  /// of a run longer than `squareRunLimit` (whitespace between them allowed), outside comments
  /// and string literals. A rough scan (multi-line strings count as code after their first line)
  /// that can only miss depth, never invent it, unless a file holds hundreds of unmatched brackets
  /// in its literals.
  static func firstTooDeep(_ text: String) -> (offset: Int, isSquareRun: Bool)? {
    var text = text
    return text.withUTF8 { bytes in
      var depth = 0
      var squareRun = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth > limit { return (index, false) }
          squareRun = byte == UInt8(ascii: "[") ? squareRun + 1 : 0
          if squareRun > squareRunLimit { return (index, true) }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth = max(0, depth - 1)
          squareRun = 0
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          break
        case UInt8(ascii: "/")
        where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
          index = end(of: bytes, from: index, at: [UInt8(ascii: "\n")])
        case UInt8(ascii: "/")
        where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
          index = end(of: bytes, from: index + 2, at: [UInt8(ascii: "*"), UInt8(ascii: "/")])
        case UInt8(ascii: "\""):
          squareRun = 0
          index = endOfString(bytes, from: index + 1)
        default:
          squareRun = 0
        }
        index += 1
      }
      return nil
    }
  }

  /// The index of the last byte of the first `marker` at or after `start`, or the last index.
  private static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, at marker: [UInt8])
    -> Int
  {
    var index = start
    while index + marker.count <= bytes.count {
      if bytes[index] == marker[0] && (marker.count == 1 || bytes[index + 1] == marker[1]) {
        return index + marker.count - 1
      }
      index += 1
    }
    return bytes.count - 1
  }

  /// The index of the quote or line break that ends a string literal opened before `start`.
  private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "\""), UInt8(ascii: "\n"): return index
      default: break
      }
      index += 1
    }
    return bytes.count - 1
  }
}
