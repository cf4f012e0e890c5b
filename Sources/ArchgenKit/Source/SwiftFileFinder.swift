import Foundation

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
    var visited: Set<String> = []
    func visit(_ path: String) {
      let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard visited.insert(resolved).inserted else { return }
      let entries: [String]
      do {
        entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
      } catch {
        diagnostics.append(.warning("skipped: cannot list directory", file: path))
        return
      }
      for entry in entries {
        let child = path.hasSuffix("/") ? path + entry : path + "/" + entry
        if FileSystem.isDirectory(child) {
          if !skippedDirectories.contains(entry) { visit(child) }
        } else if entry.hasSuffix(".swift") {
          result.append(child)
        }
      }
    }
    visit(directory)
    return result
  }
}
