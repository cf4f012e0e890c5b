import ArchgenCore

/// Reads `LintCacheFile`'s text straight from its UTF-8 bytes: one pass, a field is a slice until
/// it must become a `String`, numbers are read from the bytes, and the file and pass being read
/// are built in place and stored when the next one starts. A warm lint spends most of its time
/// here, so this avoids the copies a line-by-line `[String]` split made.
package struct LintCacheFileReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var files: [String: LintCache.Record] = [:]
  private var record: (path: String, value: LintCache.Record)?
  private var pass: (name: String, value: LintCache.Outcome)?
  /// The last rule id read: most findings of a file repeat it.
  private var lastRule = ""

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  package mutating func read() throws(Diagnostic) -> (
    tool: String, files: [String: LintCache.Record]
  ) {
    guard let header = nextLine() else { throw .error("not an archgen lint cache") }
    let fields = split(header)
    guard fields.count == 3, string(fields[0]) == LintCacheFile.magic else {
      throw .error("not an archgen lint cache")
    }
    let format = string(fields[1])
    guard format == String(LintCacheFile.format) else {
      throw .error("cache format \(format), expected \(LintCacheFile.format)")
    }
    let tool = string(fields[2])
    while let line = nextLine() {
      if line.isEmpty { continue }
      try readLine(split(line))
    }
    storeRecord()
    return (tool, files)
  }

  private mutating func readLine(_ field: [Range<Int>]) throws(Diagnostic) {
    switch (bytes[field[0].lowerBound], field[0].count, field.count) {
    case (UInt8(ascii: "F"), 1, 5):
      guard let size = integer(field[2]), let modified = integer(field[3]) else {
        throw .error("a file line with a bad size or time")
      }
      storeRecord()
      record = (
        string(field[1]),
        LintCache.Record(
          stamp: FileStamp(size: size, modified: modified), config: string(field[4]), passes: [:])
      )
    case (UInt8(ascii: "P"), 1, 5):
      guard record != nil, let suppressed = integer(field[3]), let steps = integer(field[4]) else {
        throw .error("a pass line outside a file")
      }
      storePass()
      var file = LintFileResult()
      file.parsed = string(field[2]) == "1"
      file.suppressed = Int(suppressed)
      file.referenceSteps = Int(steps)
      pass = (string(field[1]), LintCache.Outcome(file: file, problems: []))
    case (UInt8(ascii: "E"), 1, 2):
      try requirePass()
      let type = string(field[1])
      pass?.value.file.environmentTypes.insert(type)
    case (UInt8(ascii: "R"), 1, 2):
      try requirePass()
      let type = string(field[1])
      pass?.value.file.typesAroundReferences.insert(type)
    case (UInt8(ascii: "U"), 1, 2):
      try requirePass()
      let entry = string(field[1])
      pass?.value.file.environmentEntries.insert(entry)
    case (UInt8(ascii: "N"), 1, 9):
      try requirePass()
      guard let line = integer(field[2]), let column = integer(field[3]),
        let utf16 = integer(field[4]),
        let severity = Diagnostic.Severity(rawValue: string(field[5]))
      else { throw .error("a bad finding line") }
      var finding = LintFinding(
        file: reusing(record?.path, for: field[1]), line: Int(line), column: Int(column),
        severity: severity, rule: reusing(lastRule, for: field[6]), message: string(field[7]),
        code: string(field[8]))
      finding.utf16Column = Int(utf16)
      lastRule = finding.rule
      pass?.value.file.findings.append(finding)
    case (UInt8(ascii: "D"), 1, 6):
      try requirePass()
      guard let severity = Diagnostic.Severity(rawValue: string(field[1])) else {
        throw .error("a bad problem line")
      }
      let file = string(field[3])
      let problem = Diagnostic(
        severity, string(field[2]), file: file.isEmpty ? nil : file,
        line: integer(field[4]).map { Int($0) }, column: integer(field[5]).map { Int($0) })
      pass?.value.problems.append(problem)
    default:
      throw .error("an unknown line")
    }
  }

  private func requirePass() throws(Diagnostic) {
    guard pass != nil else { throw .error("a result line outside a file's pass") }
  }

  private mutating func storePass() {
    guard let pass else { return }
    record?.value.passes[pass.name] = pass.value
    self.pass = nil
  }

  private mutating func storeRecord() {
    storePass()
    guard let record else { return }
    files[record.path] = record.value
    self.record = nil
  }

  /// The next line without its newline, or nil at the end.
  private mutating func nextLine() -> Range<Int>? {
    guard position < bytes.count else { return nil }
    let start = position
    while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
    let line = start..<position
    position += 1
    return line
  }

  /// A line's tab-separated fields.
  private func split(_ line: Range<Int>) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    fields.reserveCapacity(9)
    var start = line.lowerBound
    for index in line where bytes[index] == UInt8(ascii: "\t") {
      fields.append(start..<index)
      start = index + 1
    }
    fields.append(start..<line.upperBound)
    return fields
  }

  /// A field's text, unescaped (`\\`, `\t`, `\n`).
  private func string(_ field: Range<Int>) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[field])
    guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(slice.count)
    var escaped = false
    for byte in slice {
      if escaped {
        out.append(
          byte == UInt8(ascii: "t") ? 9 : byte == UInt8(ascii: "n") ? 10 : byte)
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else {
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `known` when the field holds the same text unescaped (no new string), else the field's text.
  private func reusing(_ known: String?, for field: Range<Int>) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[field])
    if let known, !slice.contains(UInt8(ascii: "\\")), known.utf8.elementsEqual(slice) {
      return known
    }
    return string(field)
  }

  /// A decimal integer with an optional `-`; nil when the field is anything else or overflows.
  private func integer(_ field: Range<Int>) -> Int64? {
    var digits = field
    let negative = !digits.isEmpty && bytes[digits.lowerBound] == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty else { return nil }
    var value: Int64 = 0
    for index in digits {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else { return nil }
      value = next
    }
    return negative ? -value : value
  }
}
