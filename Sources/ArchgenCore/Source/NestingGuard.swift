/// Finds brackets nested too deep to parse safely. SwiftParser reports an error past 256 levels,
/// but some of its look-ahead still recurses once per level, so a file of thousands of brackets
/// would exhaust any stack; and its look-ahead for `[` directly inside `[` (collection and inline
/// array types) takes time doubling with each level, so `[[[[...` twenty-five deep takes minutes.
/// Code never nests like that; such a file is refused before the parse, with a located error.
package enum NestingGuard {
  /// Twice the parser's own limit: a file this deep is not valid Swift anyway.
  package static let limit = 512
  /// `[` directly inside `[`, which reads in about 0.05 s at this depth in a release build.
  package static let squareRunLimit = 16
  /// `<` of generic arguments open on one line (`A<A<A<…`): the parser's look-ahead for generic
  /// arguments takes time growing faster than the depth (2,000 take 24 s in a debug build,
  /// 20,000 more than 5 minutes); real code opens a handful.
  package static let angleLimit = 64

  /// Where the nesting gets too deep, and why; nil when the file is safe to parse. The offset is
  /// that of the first `(`, `[` or `{` nested deeper than `limit`, of the first `[` of a run longer
  /// than `squareRunLimit` (whitespace between them allowed), or of the `<` after a name past
  /// `angleLimit` open on one line. Comments and string literals are skipped, but not the code of
  /// string interpolations. A rough scan (raw strings are read as plain ones) that can only miss
  /// depth, never invent it, unless a file holds hundreds of unmatched brackets in its literals.
  package static func problem(_ text: String) -> (offset: Int, message: String)? {
    var text = text
    let found = text.withUTF8 { bytes in
      var scan = Scan(bytes: bytes)
      return scan.run()
    }
    guard let (offset, kind) = found else { return nil }
    let message =
      switch kind {
      case .squareRun:
        "more than \(squareRunLimit) '[' nested directly in each other; the file is not read"
      case .angles: "more than \(angleLimit) generic '<' open on one line; the file is not read"
      case .depth: "brackets nested more than \(limit) levels deep; the file is not read"
      }
    return (offset, message)
  }

  /// What made a file too deep.
  package enum Kind { case depth, squareRun, angles }

  private struct Scan {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    var squareRun = 0
    /// `<` right after a name, not yet closed, since the line (or statement, or block) began.
    var angles = 0
    /// Open interpolations: the depth of their `(` and whether their string is multi-line.
    var interpolations: [(depth: Int, multiline: Bool)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func run() -> (offset: Int, kind: Kind)? {
      while index < bytes.count {
        let byte = bytes[index]
        if Self.isPlain(byte) {
          // A run of names, digits and operators (most of a file): each byte would take the
          // `default` case, which only ends a run of `[`.
          squareRun = 0
          index += 1
          while index < bytes.count && Self.isPlain(bytes[index]) { index += 1 }
          continue
        }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth > limit { return (index, .depth) }
          squareRun = byte == UInt8(ascii: "[") ? squareRun + 1 : 0
          if squareRun > squareRunLimit { return (index, .squareRun) }
          if byte == UInt8(ascii: "{") { angles = 0 }
        case UInt8(ascii: "<"):
          squareRun = 0
          if index > 0 && Self.isNameByte(bytes[index - 1]) {
            angles += 1
            if angles > angleLimit { return (index, .angles) }
          }
        case UInt8(ascii: ">"):
          squareRun = 0
          angles = max(0, angles - 1)
        case UInt8(ascii: ";"):
          squareRun = 0
          angles = 0
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          squareRun = 0
          if byte == UInt8(ascii: "}") { angles = 0 }
          if let open = interpolations.last, byte == UInt8(ascii: ")"), depth == open.depth {
            // The end of `\(...)`: back into the string it sits in.
            interpolations.removeLast()
            depth -= 1
            if let found = string(multiline: open.multiline) { return found }
          } else {
            depth = max(0, depth - 1)
          }
        case UInt8(ascii: "\n"):
          angles = 0
          // A one-line string ends with its line, and so does an interpolation left open in it.
          while let open = interpolations.last, !open.multiline {
            interpolations.removeLast()
            depth = open.depth - 1
          }
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          // A run of indentation in one loop: blanks change nothing (a run of `[` may hold them).
          while index + 1 < bytes.count && Self.isBlank(bytes[index + 1]) { index += 1 }
        case UInt8(ascii: "/") where next(is: "/"):
          skip(to: UInt8(ascii: "\n"))
        case UInt8(ascii: "/") where next(is: "*"):
          index += 2
          skip(to: UInt8(ascii: "*"), then: UInt8(ascii: "/"))
        case UInt8(ascii: "\""):
          squareRun = 0
          let multiline = next(is: "\"") && index + 2 < bytes.count && bytes[index + 2] == byte
          index += multiline ? 3 : 1
          if let found = string(multiline: multiline) { return found }
        default:
          squareRun = 0
        }
        index += 1
      }
      return nil
    }

    /// Reads a string literal from `index` to its closing quote (leaving `index` on its last
    /// byte), or into an interpolation (leaving `index` on its `(`, counted as a bracket).
    private mutating func string(multiline: Bool) -> (offset: Int, kind: Kind)? {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\") where next(is: "("):
          index += 1
          depth += 1
          if depth > limit { return (index, .depth) }
          interpolations.append((depth, multiline))
          return nil
        case UInt8(ascii: "\\"):
          index += 1
        case UInt8(ascii: "\""):
          if !multiline { return nil }
          if index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
            && bytes[index + 2] == UInt8(ascii: "\"")
          {
            index += 2
            return nil
          }
        case UInt8(ascii: "\n") where !multiline:
          return nil
        default: break
        }
        index += 1
      }
      return nil
    }

    /// A byte no case of `run` names: it takes the `default` case.
    private static func isPlain(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ")"),
        UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"),
        UInt8(ascii: ";"), UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"),
        UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: "\""):
        false
      default: true
      }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        || byte >= 0x80
    }

    private func next(is character: Unicode.Scalar) -> Bool {
      index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: character)
    }

    /// Moves `index` to the last byte of the next `first` (followed by `second` when given), or to
    /// the end.
    private mutating func skip(to first: UInt8, then second: UInt8? = nil) {
      let length = second == nil ? 1 : 2
      while index + length <= bytes.count {
        if bytes[index] == first && (second == nil || bytes[index + 1] == second) {
          index += length - 1
          return
        }
        index += 1
      }
      index = bytes.count
    }
  }
}
