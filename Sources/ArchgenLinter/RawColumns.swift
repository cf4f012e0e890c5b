import ArchgenCore

/// A file that is not valid UTF-8 is linted with replacement characters (3 bytes each), so a
/// column after an invalid byte would count those. This maps columns back to the file's own bytes,
/// as the compiler and editors count them.
package enum RawColumns {
  /// Sets each finding's column to its byte column in `raw`, the file as read from disk.
  package static func remap(_ findings: inout [LintFinding], raw: [UInt8]) {
    guard !findings.isEmpty else { return }
    let lines = raw.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for index in findings.indices {
      let line = findings[index].line
      guard line >= 1 && line <= lines.count else { continue }
      findings[index].column = rawColumn(findings[index].column, in: lines[line - 1])
    }
  }

  /// The 1-based byte column in `line` of the 1-based column `decoded` of its repaired text.
  package static func rawColumn(_ decoded: Int, in line: ArraySlice<UInt8>) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = line.makeIterator()
    var decodedOffset = 0
    var rawOffset = 0
    while decodedOffset < decoded - 1 {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        decodedOffset += encoded.count
        rawOffset += encoded.count
      case .error(let length):
        decodedOffset += 3  // U+FFFD
        rawOffset += length
      case .emptyInput:
        return rawOffset + 1 + (decoded - 1 - decodedOffset)
      }
    }
    return rawOffset + 1
  }
}
