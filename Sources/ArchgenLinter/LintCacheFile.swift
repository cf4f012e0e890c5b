import ArchgenCore

/// The lint cache's file format: tab-separated lines, read and written in one pass (a JSON decoder
/// took longer than the lint it saved). Fields escape `\`, tab and newline.
///
///     archgen-lint-cache	1	<tool>
///     F	<path>	<size>	<modified>	<config>           a file; the lines below are its own
///     P	<pass>	<parsed>	<suppressed>	<steps>     one pass's result
///     E	<type>                                          an environment type the file declares
///     R	<type>                                          a type around a reference
///     U	<entry>                                         an environment entry the file uses
///     N	<file>	<line>	<column>	<utf16>	<severity>	<rule>	<message>	<code>
///     D	<severity>	<message>	<file>	<line>	<column>  a problem (empty: none)
package enum LintCacheFile {
  package static let magic = "archgen-lint-cache"
  package static let format = 1

  package static func encode(tool: String, files: [String: LintCache.Record]) -> String {
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
        for entry in file.environmentEntries.sorted() { out += line("U", escape(entry)) }
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
  package static func decode(_ text: String) throws(Diagnostic) -> (
    tool: String, files: [String: LintCache.Record]
  ) {
    var text = text
    let decoded = text.withUTF8 { bytes in
      Result { () throws(Diagnostic) in
        var reader = LintCacheFileReader(bytes)
        return try reader.read()
      }
    }
    return try decoded.get()
  }

  private static func line(_ fields: String...) -> String {
    fields.joined(separator: "\t") + "\n"
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
}
