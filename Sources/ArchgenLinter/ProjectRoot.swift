import ArchgenConfig
import ArchgenCore
import Foundation

/// The folder a lint run judges every file from: test files, `excluded`, `allowed_paths`, rule
/// globs and baseline entries all look at the path below it, so a file gets the same verdict
/// whether lint was given its folder, a subfolder, the file itself, `--stdin-path` or an Xcode
/// input file, and from any working directory.
///
/// It is the folder of `--config` when the linted path is inside it; else of the topmost `.archgen.yml` at or
/// above the linted path (up to its git root); else the git root of the linted path; else the
/// working directory when the path is inside it; else the linted path's folder.
public enum ProjectRoot {
  public static func find(explicitConfig: String?, path: String?, workingDirectory: String)
    -> String
  {
    let working = LintConfigSet.absolute(workingDirectory)
    let start = startFolder(absolute(path ?? ".", in: working))
    // A `--config` kept outside the project (a CI folder) says nothing about where it is.
    if let explicitConfig {
      let folder = FileSystem.parentPath(absolute(explicitConfig, in: working))
      if start == folder || relative(start, to: folder) != nil { return folder }
    }
    var topConfig: String?
    var folder = start
    while true {
      let candidate = (folder == "/" ? "" : folder) + "/" + ArchgenConfig.fileName
      if FileSystem.exists(candidate) && !FileSystem.isDirectory(candidate) { topConfig = folder }
      if FileSystem.exists((folder == "/" ? "" : folder) + "/.git") { return topConfig ?? folder }
      let parent = FileSystem.parentPath(folder)
      if parent.isEmpty || parent == folder { break }
      folder = parent
    }
    if let topConfig { return topConfig }
    return relative(start, to: working) != nil || start == working ? working : start
  }

  /// `path` (as given, relative to `workingDirectory` or absolute) below `root`; the path as
  /// given when it is elsewhere.
  public static func relativePath(_ path: String, root: String, workingDirectory: String) -> String
  {
    let absolute = absolute(path, in: LintConfigSet.absolute(workingDirectory))
    return relative(absolute, to: root) ?? path
  }

  /// `path` below `root`, or nil when it is elsewhere.
  package static func relative(_ path: String, to root: String) -> String? {
    if root == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
    guard path.hasPrefix(root + "/") else { return nil }
    return String(path.dropFirst(root.count + 1))
  }

  private static func absolute(_ path: String, in working: String) -> String {
    LintConfigSet.absolute(path.hasPrefix("/") ? path : working + "/" + path)
  }

  /// The folder of a linted path: itself when it is a folder, else its parent (a file, or a
  /// `--stdin-path` that need not exist).
  private static func startFolder(_ path: String) -> String {
    if FileSystem.isDirectory(path) { return path }
    let parent = FileSystem.parentPath(path)
    return parent.isEmpty ? "/" : parent
  }
}
