import ArchgenCore
import Foundation

/// Today's accepted findings, so that a big codebase can adopt lint and fail only on new ones.
/// Entries match by rule, file, the trimmed text of the offending line and its occurrence index
/// (the how-manieth finding of that rule on that text in that file), never by line number, so they
/// survive unrelated edits, and a copied line is the new one. Paths are relative to a root (the
/// config's folder or the git root), so a baseline matches from any working directory.
public struct LintBaseline: Codable, Sendable, Equatable {
  public struct Entry: Codable, Sendable, Hashable {
    public var rule: String
    public var file: String
    public var code: String
    /// Where the finding was when recorded; only to point at stale entries.
    public var line: Int
    /// Earlier findings with the same rule, file and code; nil (version 1) counts in file order.
    public var occurrence: Int?
  }

  public var version = 2
  public var entries: [Entry]

  /// Records `findings`, their paths made relative to `root` (nil: kept as given).
  public init(findings: [LintFinding], root: String? = nil) {
    let paths = BaselinePaths(root: root)
    let sorted = findings.sorted(by: LintFinding.ordered)
    let occurrences = Self.occurrences(sorted.map { Key($0, paths) })
    entries = zip(sorted, occurrences).map { finding, occurrence in
      Entry(
        rule: finding.rule, file: paths.stored(finding.file), code: finding.code,
        line: finding.line, occurrence: occurrence == 0 ? nil : occurrence)
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
  /// `root` is the folder the entries' paths are relative to.
  public func apply(to findings: [LintFinding], root: String? = nil) -> [LintFinding] {
    let paths = BaselinePaths(root: root)
    let sorted = findings.sorted(by: LintFinding.ordered)
    var remaining: [Indexed: [Entry]] = [:]
    let entryKeys = entries.map { Key(rule: $0.rule, file: $0.file, code: $0.code) }
    let counted = Self.occurrences(entryKeys)
    for (index, entry) in entries.enumerated() {
      let occurrence = entry.occurrence ?? counted[index]
      remaining[Indexed(key: entryKeys[index], occurrence: occurrence), default: []].append(entry)
    }
    var kept: [LintFinding] = []
    let keys = sorted.map { Key($0, paths) }
    for (finding, (key, occurrence)) in zip(sorted, zip(keys, Self.occurrences(keys))) {
      let indexed = Indexed(key: key, occurrence: occurrence)
      if var matches = remaining[indexed], !matches.isEmpty {
        matches.removeFirst()
        remaining[indexed] = matches
      } else {
        kept.append(finding)
      }
    }
    let stale = remaining.values.flatMap { $0 }.map { entry in
      LintFinding(
        file: paths.displayed(entry.file), line: entry.line, column: 1, severity: .warning,
        rule: LintRegistry.staleBaselineID,
        message:
          "baseline entry for '\(entry.rule)' no longer matches '\(entry.code)'; remove it from the baseline",
        code: entry.code)
    }
    return (kept + stale).sorted(by: LintFinding.ordered)
  }

  /// For each key, how many equal keys came before it.
  private static func occurrences(_ keys: [Key]) -> [Int] {
    var seen: [Key: Int] = [:]
    return keys.map { key in
      defer { seen[key, default: 0] += 1 }
      return seen[key] ?? 0
    }
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

    init(_ finding: LintFinding, _ paths: BaselinePaths) {
      self.init(rule: finding.rule, file: paths.stored(finding.file), code: finding.code)
    }
  }

  private struct Indexed: Hashable {
    var key: Key
    var occurrence: Int
  }
}

/// Converts finding paths (as given, relative to the working directory) to baseline paths
/// (relative to the root) and back.
package struct BaselinePaths {
  package let root: String?
  private let workingDirectory = FileManager.default.currentDirectoryPath

  package init(root: String?) { self.root = root.map(LintConfigSet.absolute) }

  package func stored(_ path: String) -> String {
    guard let root else { return path }
    let absolute = LintConfigSet.absolute(
      path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    return Self.relative(absolute, to: root) ?? absolute
  }

  package func displayed(_ path: String) -> String {
    guard let root, !path.hasPrefix("/") else { return path }
    let absolute = LintConfigSet.absolute(root + "/" + path)
    return Self.relative(absolute, to: LintConfigSet.absolute(workingDirectory)) ?? absolute
  }

  /// `path` below `root`, or nil when it is elsewhere.
  package static func relative(_ path: String, to root: String) -> String? {
    if root == "/" { return String(path.dropFirst()) }
    guard path.hasPrefix(root + "/") else { return nil }
    return String(path.dropFirst(root.count + 1))
  }
}
