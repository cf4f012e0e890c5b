import Foundation

/// The configs of one lint run: the one the run was given (index 0), and, when looking up, the
/// nearest `.archgen.yml` above each file, as nested `.swiftlint.yml` files work.
final class LintConfigSet {
  struct Entry {
    var config: LintConfig
    /// The file it came from; nil for the defaults.
    var path: String?
  }

  private(set) var configs: [Entry]
  /// Problems reading a found config (errors) and their unknown keys (warnings).
  private(set) var diagnostics: [Diagnostic] = []
  private let lookup: Bool
  private var byFolder: [String: Int] = [:]
  private var byFile: [String: Int] = [:]

  init(_ options: LintOptions) {
    configs = [Entry(config: options.config, path: options.configPath)]
    lookup = options.configLookup
    if let path = options.configPath { byFile[Self.absolute(path)] = 0 }
  }

  /// The index in `configs` of the config for `path`.
  func index(for path: String) -> Int {
    guard lookup else { return 0 }
    let folder = (Self.absolute(path) as NSString).deletingLastPathComponent
    return index(forFolder: folder)
  }

  private func index(forFolder folder: String) -> Int {
    if let known = byFolder[folder] { return known }
    let candidate =
      folder == "/" ? "/" + ArchgenConfig.fileName : folder + "/" + ArchgenConfig.fileName
    let found: Int
    if FileSystem.exists(candidate) && !FileSystem.isDirectory(candidate) {
      found = load(candidate)
    } else if folder == "/" || folder.isEmpty {
      found = 0
    } else {
      found = index(forFolder: (folder as NSString).deletingLastPathComponent)
    }
    byFolder[folder] = found
    return found
  }

  private func load(_ path: String) -> Int {
    if let known = byFile[path] { return known }
    do throws(Diagnostic) {
      let text = try FileSystem.readString(at: path)
      let parsed = try ArchgenConfig.parse(text, file: path)
      diagnostics += parsed.warnings
      configs.append(Entry(config: parsed.config.lint, path: path))
    } catch {
      diagnostics.append(error)
      configs.append(Entry(config: configs[0].config, path: path))
    }
    byFile[path] = configs.count - 1
    return configs.count - 1
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
