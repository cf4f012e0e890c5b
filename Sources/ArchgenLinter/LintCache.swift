import ArchgenConfig
import ArchgenCore
import Foundation

/// Where lint keeps per-file results between runs, and which archgen wrote them.
public struct LintCacheSettings: Sendable {
  /// The cache folder (`--cache-path`, else `defaultDirectory`).
  public var directory: String
  /// archgen's version and build: results of another build are never used.
  public var tool: String

  public init(directory: String, tool: String) {
    self.directory = directory
    self.tool = tool
  }

  /// The platform's cache folder: `$XDG_CACHE_HOME/archgen` or `~/.cache/archgen` on Linux,
  /// `~/Library/Caches/archgen` on macOS.
  public static func defaultDirectory(environment: [String: String]) -> String {
    let home = environment["HOME"] ?? NSHomeDirectory()
    #if os(macOS)
      return home + "/Library/Caches/archgen"
    #else
      if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/archgen" }
      return home + "/.cache/archgen"
    #endif
  }
}

/// Per-file lint results from earlier runs, keyed by path and checked against the file's size and
/// modification time, the hash of the config that applies to it and archgen's build. A corrupt or
/// foreign cache file is ignored with a warning; the cache is rewritten atomically at the end.
package final class LintCache: @unchecked Sendable {
  /// What one file gave, for the pass it was linted in (`""`: the first pass; else the hash of the
  /// environment types the second pass was given).
  package struct Record {
    package var stamp: FileStamp
    package var config: String
    package var passes: [String: Outcome]
  }

  package struct Outcome {
    package var file: LintFileResult
    package var problems: [Diagnostic]
  }

  /// The cache file.
  package let path: String
  /// Why an existing cache file was not used.
  package private(set) var warning: Diagnostic?
  private let tool: String
  private var old: [String: Record] = [:]
  private var new: [String: Record] = [:]
  private var changed = false
  private let lock = NSLock()

  /// The cache of runs over the same inputs from the same folder.
  package init(settings: LintCacheSettings, roots: [String], projectRoot: String, prefilter: Bool) {
    let identity =
      ([settings.tool, FileManager.default.currentDirectoryPath, projectRoot, "\(prefilter)"]
      + roots)
      .joined(separator: "\u{0}")
    path =
      LintConfigSet.absolute(settings.directory) + "/lint-" + StableHash.hex(identity) + ".cache"
    tool = settings.tool
    guard FileSystem.exists(path) else { return }
    do throws(Diagnostic) {
      let contents = try LintCacheFile.decode(try FileSystem.readString(at: path))
      // Another build's results are stale, not foreign: start again without a word.
      if contents.tool == tool { old = contents.files }
    } catch {
      warning = .warning(
        "ignoring the lint cache: \(error.message); it will be rewritten", file: path)
    }
    changed = old.isEmpty
  }

  /// The hash of the config a file is linted with.
  package static func key(_ config: LintConfig) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = (try? encoder.encode(config)) ?? Data()
    return StableHash.hex(String(decoding: data, as: UTF8.self))
  }

  /// The hash of the environment types a second pass is given (sorted: the same set, the same key).
  package static func key(_ types: Set<String>) -> String {
    types.isEmpty ? "" : StableHash.hex(types.sorted().joined(separator: ","))
  }

  /// The result recorded for this file, config and pass, if the file has not changed since.
  package func lookup(_ file: String, stamp: FileStamp?, config: String, pass: String) -> Outcome? {
    guard let stamp else { return nil }
    lock.lock()
    defer { lock.unlock() }
    let record = new[file] ?? old[file]
    guard let record, record.stamp == stamp, record.config == config,
      let outcome = record.passes[pass]
    else { return nil }
    if new[file] == nil { new[file] = record }
    return outcome
  }

  /// Records a file's result for one pass (dropping another stamp's or config's passes).
  package func store(
    _ file: String, stamp: FileStamp?, config: String, pass: String, outcome: Outcome
  ) {
    guard let stamp else { return }
    lock.lock()
    defer { lock.unlock() }
    var record = new[file] ?? old[file] ?? Record(stamp: stamp, config: config, passes: [:])
    if record.stamp != stamp || record.config != config {
      record = Record(stamp: stamp, config: config, passes: [:])
    }
    record.passes[pass] = outcome
    new[file] = record
    changed = true
  }

  /// Writes the files seen in this run (a file no longer linted is dropped) when anything
  /// changed. A failure to write is a warning: the run's results stand.
  package func save() -> Diagnostic? {
    lock.lock()
    defer { lock.unlock() }
    guard changed || new.count != old.count else { return nil }
    do throws(Diagnostic) {
      try FileSystem.writeAtomically(LintCacheFile.encode(tool: tool, files: new), to: path)
      return nil
    } catch {
      return .warning("cannot save the lint cache: \(error.message)", file: path)
    }
  }
}
