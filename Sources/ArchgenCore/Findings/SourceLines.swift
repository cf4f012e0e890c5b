#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file's lines, to record the offending code with each finding.
package struct SourceLines {
  /// The longest code recorded with a finding: enough to tell findings apart in a baseline,
  /// and a megabyte-long line is not copied once per finding.
  package static let codeLimit = 200

  private let text: String
  /// The UTF-8 offset of each line's first byte; a line ends at the `\n` before the next.
  private let starts: [Int]

  /// Split on the newline byte: fast (no grapheme breaking), and a `\r\n` line ends there too.
  package init(_ text: String) {
    self.text = text
    var text = text
    starts = text.withUTF8 { bytes in
      var starts = [0]
      guard let base = bytes.baseAddress else { return starts }
      var cursor = base
      let end = base + bytes.count
      while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\n")), end - cursor) {
        cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(cursor - base)
      }
      return starts
    }
  }

  private var count: Int { starts.count }

  /// The 1-based line's bytes, without its `\n`.
  private func line(_ line: Int) -> Substring {
    let utf8 = text.utf8
    let end = line < starts.count ? starts[line] - 1 : utf8.count
    return Substring(
      utf8[
        utf8.index(
          utf8.startIndex, offsetBy: starts[line - 1])..<utf8.index(
            utf8.startIndex, offsetBy: end)])
  }

  /// The trimmed text of a 1-based line, at most `codeLimit` characters.
  package func code(_ line: Int) -> String {
    guard line >= 1 && line <= count else { return "" }
    let text = self.line(line).drop { $0 == " " || $0 == "\t" || $0 == "\r" }
    return LintText.trimmed(text.prefix(Self.codeLimit))
  }

  /// Sets each finding's 1-based UTF-16 column from its 1-based UTF-8 column, walking each line
  /// once however many findings it has.
  package func setUTF16Columns(_ findings: inout [LintFinding]) {
    let byLine = Dictionary(grouping: findings.indices) { findings[$0].line }
    for (line, indices) in byLine {
      guard line >= 1 && line <= count else {
        for index in indices { findings[index].utf16Column = findings[index].column }
        continue
      }
      let utf8 = self.line(line).utf8
      var position = utf8.startIndex
      var utf8Offset = 0
      var utf16Offset = 0
      for index in indices.sorted(by: { findings[$0].column < findings[$1].column }) {
        let target = findings[index].column - 1
        while utf8Offset < target && position < utf8.endIndex {
          let byte = utf8[position]
          // A scalar's first byte: 1 UTF-16 unit, or 2 for 4-byte scalars; continuations add none.
          if byte & 0xC0 != 0x80 { utf16Offset += byte >= 0xF0 ? 2 : 1 }
          utf8Offset += 1
          position = utf8.index(after: position)
        }
        findings[index].utf16Column = utf16Offset + 1
      }
    }
  }
}
