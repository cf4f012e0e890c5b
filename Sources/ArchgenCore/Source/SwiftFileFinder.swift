import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expands the paths a user gave into a sorted list of `.swift` files.
public struct SwiftFileFinder: Sendable {
  /// Directory names skipped while walking folders.
  public static let defaultSkippedDirectories: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm",
  ]

  public var skippedDirectories: Set<String>

  public init(skippedDirectories: Set<String> = SwiftFileFinder.defaultSkippedDirectories) {
    self.skippedDirectories = skippedDirectories
  }

  /// Files in argument order, each folder's files sorted; a path that does not exist is an error.
  /// A file given explicitly is kept whatever its extension.
  public func files(in paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    for path in paths {
      guard FileSystem.exists(path) else {
        diagnostics.append(
          .error(FileSystem.brokenLinkReason(path) ?? "no such file or directory", file: path))
        continue
      }
      let found = FileSystem.isDirectory(path) ? walk(path, diagnostics: &diagnostics) : [path]
      for file in found where seen.insert(file).inserted { files.append(file) }
    }
    return (files, diagnostics)
  }

  private func walk(_ directory: String, diagnostics: inout [Diagnostic]) -> [String] {
    var result: [String] = []
    // Folders already walked, by device and inode: a symbolic link loop is walked once.
    var visited: Set<[UInt64]> = []
    func visit(_ path: String) {
      var status = stat()
      guard stat(path, &status) == 0,
        visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted
      else { return }
      guard let entries = Self.entries(of: path) else {
        diagnostics.append(.warning("skipped: cannot list directory", file: path))
        return
      }
      for (entry, isDirectory) in entries {
        let child = path.hasSuffix("/") ? path + entry : path + "/" + entry
        if isDirectory ?? FileSystem.isDirectory(child) {
          if !skippedDirectories.contains(entry) { visit(child) }
        } else if entry.hasSuffix(".swift") {
          result.append(child)
        }
      }
    }
    visit(directory)
    return result
  }

  /// A folder's entries, sorted by name, each with whether it is a folder when the listing says
  /// so (nil for links and unknown kinds, which need a `stat`); nil when it cannot be listed.
  private static func entries(of path: String) -> [(String, Bool?)]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var entries: [(String, Bool?)] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      let kind = entry.pointee.d_type
      let isDirectory: Bool? =
        kind == UInt8(DT_DIR) ? true : kind == UInt8(DT_REG) ? false : nil
      entries.append((name, isDirectory))
    }
    return entries.sorted { $0.0 < $1.0 }
  }
}
