import ArchgenCore

/// Finishes `--strict` findings as lint's: suppression comments applied (`// archgen:disable:next
/// unreachable-state`), offending code and UTF-16 columns filled in, sorted and unique.
package enum StrictSuppression {
  /// `text` gives a file's text by its path, or nil when it cannot be read again (the findings of
  /// that file are then kept as they are).
  package static func apply(_ findings: [LintFinding], text: (String) -> String?) -> [LintFinding] {
    guard !findings.isEmpty else { return [] }
    var byFile: [String: [LintFinding]] = [:]
    for finding in findings { byFile[finding.file, default: []].append(finding) }
    var kept: [LintFinding] = []
    for file in byFile.keys.sorted() {
      var found = byFile[file] ?? []
      if let source = text(file) {
        let lines = SourceLines(source)
        placeOnFirstCode(&found, source)
        for index in found.indices { found[index].code = lines.code(found[index].line) }
        lines.setUTF16Columns(&found)
        // Walking every token's trivia is costly; skip it when no comment can be a suppression.
        if ByteSearch.containsAny(source, [SuppressionCommand.prefix]) {
          let commands = SuppressionCommand.commands(in: ParsedSource(path: file, text: source))
          var filter = SuppressionFilter(commands)
          found = filter.filter(found)
        }
      }
      for index in found.indices where found[index].column == 0 { found[index].column = 1 }
      kept += found
    }
    var seen: Set<LintFinding> = []
    return kept.sorted(by: LintFinding.ordered).filter { seen.insert($0).inserted }
  }

  /// A finding made for a line, not a token (column 0), points at the line's first code.
  private static func placeOnFirstCode(_ findings: inout [LintFinding], _ source: String) {
    guard findings.contains(where: { $0.column == 0 }) else { return }
    let rows = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for index in findings.indices where findings[index].column == 0 {
      let line = findings[index].line
      guard line >= 1 && line <= rows.count else { continue }
      let row = rows[line - 1]
      let indent = row.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
      findings[index].column = indent + 1
    }
  }
}
