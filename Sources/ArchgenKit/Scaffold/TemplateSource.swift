import Foundation

/// Where template files come from: the team's override folder first, then the built-in set.
public struct TemplateSource: Sendable {
  /// Folder whose files replace built-in templates of the same relative path (`scene/View.uikit.swift.stencil`).
  public var overrideDirectory: String?

  public init(overrideDirectory: String? = nil) {
    self.overrideDirectory = overrideDirectory
  }

  /// One template's text and the path to name in diagnostics.
  public struct File: Sendable, Equatable {
    public var relativePath: String
    public var text: String
    /// The override file's path, or `Templates/<relativePath>` for a built-in one.
    public var displayPath: String
  }

  /// Relative paths of every built-in template, sorted.
  public static var builtinPaths: [String] { BuiltinTemplates.files.keys.sorted() }

  public static func builtin(_ relativePath: String) -> String? {
    BuiltinTemplates.files[relativePath]
  }

  public func file(_ relativePath: String) throws(Diagnostic) -> File {
    if let overrideDirectory {
      let path =
        overrideDirectory.hasSuffix("/")
        ? overrideDirectory + relativePath : overrideDirectory + "/" + relativePath
      if FileSystem.exists(path) {
        return File(
          relativePath: relativePath, text: try FileSystem.readString(at: path), displayPath: path)
      }
    }
    guard let text = Self.builtin(relativePath) else {
      throw .error(
        "no template named '\(relativePath)' (built-in templates: `archgen templates list`)")
    }
    return File(relativePath: relativePath, text: text, displayPath: "Templates/\(relativePath)")
  }

  /// Copies every built-in template into `directory`, refusing to replace different files unless `force`.
  public static func export(to directory: String, force: Bool) throws(Diagnostic) -> [String] {
    let targets = builtinPaths.map {
      ($0, URL(fileURLWithPath: directory).appendingPathComponent($0).path)
    }
    if !force {
      let conflicts = targets.filter { relative, path in
        FileSystem.exists(path) && (try? FileSystem.readString(at: path)) != builtin(relative)
      }
      if let first = conflicts.first {
        throw .error(
          "\(conflicts.count) file(s) already exist with other content; use --force to replace them",
          file: first.1)
      }
    }
    for (relative, path) in targets {
      try FileSystem.writeAtomically(builtin(relative) ?? "", to: path)
    }
    return targets.map(\.1)
  }
}
