import Foundation

/// Today's accepted findings, so that a big codebase can adopt lint and fail only on new ones.
/// Entries match by rule, file and the trimmed text of the offending line, never by line number,
/// so they survive unrelated edits.
public struct LintBaseline: Codable, Sendable, Equatable {
  public struct Entry: Codable, Sendable, Hashable {
    public var rule: String
    public var file: String
    public var code: String
    /// Where the finding was when recorded; only to point at stale entries.
    public var line: Int
  }

  public var version = 1
  public var entries: [Entry]

  public init(findings: [LintFinding]) {
    entries = findings.sorted(by: LintFinding.ordered).map {
      Entry(rule: $0.rule, file: $0.file, code: $0.code, line: $0.line)
    }
  }

  public static func read(_ path: String) throws(Diagnostic) -> LintBaseline {
    let data = try FileSystem.readData(at: path)
    do {
      return try JSONDecoder().decode(LintBaseline.self, from: data)
    } catch {
      throw .error("not a valid archgen baseline: \(error)", file: path)
    }
  }

  /// Pretty, key-sorted JSON: stable and reviewable in diffs.
  public func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The findings not covered by an entry, plus one warning per entry that matched nothing.
  public func apply(to findings: [LintFinding]) -> [LintFinding] {
    var remaining: [Key: [Entry]] = [:]
    for entry in entries { remaining[Key(entry), default: []].append(entry) }
    var kept: [LintFinding] = []
    for finding in findings {
      let key = Key(rule: finding.rule, file: finding.file, code: finding.code)
      if var matches = remaining[key], !matches.isEmpty {
        matches.removeFirst()
        remaining[key] = matches
      } else {
        kept.append(finding)
      }
    }
    let stale = remaining.values.flatMap { $0 }.map { entry in
      LintFinding(
        file: entry.file, line: entry.line, column: 1, severity: .warning,
        rule: LintRegistry.staleBaselineID,
        message:
          "baseline entry for '\(entry.rule)' no longer matches '\(entry.code)'; remove it from the baseline",
        code: entry.code)
    }
    return (kept + stale).sorted(by: LintFinding.ordered)
  }

  private struct Key: Hashable {
    var rule: String
    var file: String
    var code: String

    init(rule: String, file: String, code: String) {
      self.rule = rule
      self.file = file
      self.code = code
    }

    init(_ entry: Entry) { self.init(rule: entry.rule, file: entry.file, code: entry.code) }
  }
}
