import ArchgenConfig
import ArchgenCore
import Foundation
import Yams

/// The configs of one lint run: the one the run was given (index 0), and, when looking up, the
/// nearest `.archgen.yml` above each file, as nested `.swiftlint.yml` files work. A nested config
/// extends the one above it (`ConfigMerge`): what it sets replaces, `+key` lists append.
package final class LintConfigSet {
  package struct Entry {
    package var config: LintConfig
    /// The file it came from; nil for the defaults.
    package var path: String?
    /// The config file it extends; nil when it extends the defaults.
    package var parent: String?
    /// Its YAML merged over its parents': what a config below it extends.
    package var node: Node?
  }

  package private(set) var configs: [Entry]
  /// Problems reading a found config (errors) and their unknown keys (warnings).
  package private(set) var diagnostics: [Diagnostic] = []
  private let lookup: Bool
  /// The nearest config file at or above a folder (by index), nil when there is none.
  private var byFolder: [String: Int?] = [:]
  private var byFile: [String: Int] = [:]

  package init(_ options: LintOptions) {
    configs = [Entry(config: options.config, path: options.configPath)]
    lookup = options.configLookup
    if let path = options.configPath {
      byFile[Self.absolute(path)] = 0
      let text = try? FileSystem.readString(at: path)
      configs[0].node = text.flatMap { try? ArchgenConfig.compose($0, file: path) }
    }
  }

  /// The index in `configs` of the config for `path`.
  package func index(for path: String) -> Int {
    guard lookup else { return 0 }
    return nearest(inFolder: FileSystem.parentPath(Self.absolute(path))) ?? 0
  }

  private func nearest(inFolder folder: String) -> Int? {
    if let known = byFolder[folder] { return known }
    let candidate =
      folder == "/" ? "/" + ArchgenConfig.fileName : folder + "/" + ArchgenConfig.fileName
    let above = folder == "/" || folder.isEmpty ? nil : FileSystem.parentPath(folder)
    let found: Int?
    if FileSystem.exists(candidate) && !FileSystem.isDirectory(candidate) {
      found = load(candidate, parent: above.flatMap { nearest(inFolder: $0) })
    } else {
      found = above.flatMap { nearest(inFolder: $0) }
    }
    byFolder[folder] = found
    return found
  }

  /// Reads a config file over its parent: its own problems are reported against it; the config
  /// it yields is the merged one.
  private func load(_ path: String, parent: Int?) -> Int {
    if let known = byFile[path] { return known }
    let base = parent.map { configs[$0] }
    var entry = Entry(
      config: base?.config ?? LintConfig(), path: path, parent: base?.path, node: base?.node)
    do throws(Diagnostic) {
      let text = try FileSystem.readString(at: path)
      let node = try ArchgenConfig.compose(text, file: path)
      // Read alone first, so that its errors and unknown keys point into this file.
      diagnostics += try ArchgenConfig.parse(node: node, file: path).warnings
      if let node {
        let merged = ConfigMerge.merge(base?.node, node)
        entry.node = merged
        entry.config = try ArchgenConfig.parse(node: merged, file: path).config.lint
      }
    } catch {
      diagnostics.append(error)
    }
    configs.append(entry)
    byFile[path] = configs.count - 1
    return configs.count - 1
  }

  /// `path` made absolute and free of `.`, `..` and repeated slashes. A clean absolute path (the
  /// common case, once per linted file) is returned as it is, without Foundation's URL work.
  package static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") && isClean(path) { return path }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }

  private static func isClean(_ path: String) -> Bool {
    guard path == "/" || !path.hasSuffix("/") else { return false }
    var previous: UInt8 = 0
    var dots = 0
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if previous == UInt8(ascii: "/") || (dots > 0 && dots <= 2) { return false }
        dots = 0
      } else if byte == UInt8(ascii: ".") && (previous == UInt8(ascii: "/") || dots > 0) {
        dots += 1
      } else {
        dots = -1
      }
      previous = byte
    }
    return !(dots > 0 && dots <= 2)
  }
}
