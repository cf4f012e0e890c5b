/// The lint cache's file format: tab-separated lines, read and written in one pass (a JSON decoder
/// took longer than the lint it saved). Fields escape `\`, tab and newline.
///
///     archgen-lint-cache	1	<tool>
///     F	<path>	<size>	<modified>	<config>           a file; the lines below are its own
///     P	<pass>	<parsed>	<suppressed>	<steps>     one pass's result
///     E	<type>                                          an environment type the file declares
///     R	<type>                                          a type around a reference
///     N	<file>	<line>	<column>	<utf16>	<severity>	<rule>	<message>	<code>
///     D	<severity>	<message>	<file>	<line>	<column>  a problem (empty: none)
enum LintCacheFile {
  static let magic = "archgen-lint-cache"
  static let format = 1

  static func encode(tool: String, files: [String: LintCache.Record]) -> String {
    var out = [magic, String(format), escape(tool)].joined(separator: "\t") + "\n"
    for path in files.keys.sorted() {
      guard let record = files[path] else { continue }
      out += line(
        "F", escape(path), "\(record.stamp.size)", "\(record.stamp.modified)", record.config)
      for pass in record.passes.keys.sorted() {
        guard let outcome = record.passes[pass] else { continue }
        let file = outcome.file
        out += line(
          "P", escape(pass), file.parsed ? "1" : "0", "\(file.suppressed)",
          "\(file.referenceSteps)")
        for type in file.environmentTypes.sorted() { out += line("E", escape(type)) }
        for type in file.typesAroundReferences.sorted() { out += line("R", escape(type)) }
        for finding in file.findings {
          out += line(
            "N", escape(finding.file), "\(finding.line)", "\(finding.column)",
            "\(finding.utf16Column)", finding.severity.rawValue, escape(finding.rule),
            escape(finding.message), escape(finding.code))
        }
        for problem in outcome.problems {
          out += line(
            "D", problem.severity.rawValue, escape(problem.message), escape(problem.file ?? ""),
            problem.line.map(String.init) ?? "", problem.column.map(String.init) ?? "")
        }
      }
    }
    return out
  }

  /// The tool that wrote the file and its records; an error says why the text is not a cache.
  static func decode(_ text: String) throws(Diagnostic) -> (
    tool: String, files: [String: LintCache.Record]
  ) {
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"))[...]
    guard let header = lines.popFirst().map(fields), header.count == 3, header[0] == magic else {
      throw .error("not an archgen lint cache")
    }
    guard header[1] == String(format) else {
      throw .error("cache format \(header[1]), expected \(format)")
    }
    var files: [String: LintCache.Record] = [:]
    var path: String?
    var pass: String?
    func update(_ change: (inout LintCache.Outcome) -> Void) throws(Diagnostic) {
      guard let path, let pass, var outcome = files[path]?.passes[pass] else {
        throw .error("a result line outside a file's pass")
      }
      change(&outcome)
      files[path]?.passes[pass] = outcome
    }
    for raw in lines {
      let field = fields(raw)
      switch (field.first, field.count) {
      case ("F", 5):
        guard let size = Int64(field[2]), let modified = Int64(field[3]) else {
          throw .error("a file line with a bad size or time")
        }
        path = field[1]
        pass = nil
        files[field[1]] = LintCache.Record(
          stamp: FileStamp(size: size, modified: modified), config: field[4], passes: [:])
      case ("P", 5):
        guard let path, let suppressed = Int(field[3]), let steps = Int(field[4]) else {
          throw .error("a pass line outside a file")
        }
        var file = LintFileResult()
        file.parsed = field[2] == "1"
        file.suppressed = suppressed
        file.referenceSteps = steps
        pass = field[1]
        files[path]?.passes[field[1]] = LintCache.Outcome(file: file, problems: [])
      case ("E", 2): try update { $0.file.environmentTypes.insert(field[1]) }
      case ("R", 2): try update { $0.file.typesAroundReferences.insert(field[1]) }
      case ("N", 9):
        guard let line = Int(field[2]), let column = Int(field[3]), let utf16 = Int(field[4]),
          let severity = Diagnostic.Severity(rawValue: field[5])
        else { throw .error("a bad finding line") }
        var finding = LintFinding(
          file: field[1], line: line, column: column, severity: severity, rule: field[6],
          message: field[7], code: field[8])
        finding.utf16Column = utf16
        try update { $0.file.findings.append(finding) }
      case ("D", 6):
        guard let severity = Diagnostic.Severity(rawValue: field[1]) else {
          throw .error("a bad problem line")
        }
        let problem = Diagnostic(
          severity, field[2], file: field[3].isEmpty ? nil : field[3], line: Int(field[4]),
          column: Int(field[5]))
        try update { $0.problems.append(problem) }
      default:
        throw .error("an unknown line")
      }
    }
    return (header[2], files)
  }

  private static func line(_ fields: String...) -> String {
    fields.joined(separator: "\t") + "\n"
  }

  private static func fields(_ line: Substring.UTF8View) -> [String] {
    var result: [String] = []
    result.reserveCapacity(9)
    var start = line.startIndex
    var index = start
    var escaped = false
    while index < line.endIndex {
      let byte = line[index]
      if byte == 9 {
        result.append(field(line[start..<index], escaped: escaped))
        start = line.index(after: index)
        escaped = false
      } else if byte == 92 {
        escaped = true
      }
      index = line.index(after: index)
    }
    result.append(field(line[start..<index], escaped: escaped))
    return result
  }

  private static func field(_ bytes: Substring.UTF8View, escaped: Bool) -> String {
    escaped ? unescape(Substring(bytes)) : String(Substring(bytes))
  }

  private static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 92 || $0 == 9 || $0 == 10 }) else { return text }
    return TextEscaping.scalars(text) { scalar in
      switch scalar {
      case "\\": "\\\\"
      case "\t": "\\t"
      case "\n": "\\n"
      default: nil
      }
    }
  }

  private static func unescape(_ text: Substring) -> String {
    guard text.utf8.contains(92) else { return String(text) }
    var out = ""
    var escaped = false
    for character in text {
      if escaped {
        out.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
