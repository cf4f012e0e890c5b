import ArchgenCore
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

  /// The template at `relativePath`: the override folder's file when there is one, else the
  /// built-in one. An override file must lie inside the override folder once every symbolic link
  /// is resolved (`../../etc/passwd` or a link to a file outside is refused); problems are
  /// reported at `reference`, the manifest line that names the template, when given.
  public func file(_ relativePath: String, referencedFrom reference: TemplateReference? = nil)
    throws(Diagnostic) -> File
  {
    if let overrideDirectory {
      let path =
        overrideDirectory.hasSuffix("/")
        ? overrideDirectory + relativePath : overrideDirectory + "/" + relativePath
      if FileSystem.exists(path) || FileSystem.brokenLinkReason(path) != nil {
        try Self.confine(path, to: overrideDirectory, name: relativePath, reference: reference)
        do throws(Diagnostic) {
          return File(
            relativePath: relativePath, text: try FileSystem.readString(at: path),
            displayPath: path)
        } catch {
          throw reference?.error("template '\(relativePath)': \(error.message)") ?? error
        }
      }
    }
    guard let text = Self.builtin(relativePath) else {
      let message =
        "no template named '\(relativePath)' (built-in templates: `archgen templates list`)"
      throw reference?.error(message) ?? .error(message)
    }
    return File(relativePath: relativePath, text: text, displayPath: "Templates/\(relativePath)")
  }

  /// Refuses `path` unless, symbolic links resolved, it lies inside `folder`.
  private static func confine(
    _ path: String, to folder: String, name: String, reference: TemplateReference?
  ) throws(Diagnostic) {
    guard let resolved = OutputPath.resolvedPath(path) else {
      let reason = FileSystem.brokenLinkReason(path) ?? "cannot resolve the path"
      let message = "template '\(name)' cannot be read: \(reason)"
      throw reference?.error(message) ?? .error(message, file: path)
    }
    let root = OutputPath.resolvedPath(folder) ?? folder
    guard resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      let message =
        "template '\(name)' resolves to \(resolved), outside the template folder \(folder); "
        + "templates must lie inside it"
      throw reference?.error(message) ?? .error(message, file: path)
    }
  }

  /// Copies every built-in template into `directory`, refusing to replace different files unless
  /// `force`; all of them or, on a failure, none.
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
    // All or nothing, under the folder's lock, as scaffolds are written.
    let (lock, created) = try FolderLock.acquire([directory])
    defer { lock.release() }
    var transaction = FileTransaction()
    transaction.adopt(createdFolders: created)
    do throws(Diagnostic) {
      if let problem = FileTransaction.problems(writing: targets.map(\.1)).first { throw problem }
      for (relative, path) in targets { try transaction.stage(builtin(relative) ?? "", at: path) }
      try transaction.commit()
    } catch {
      transaction.rollback()
      throw error
    }
    return targets.map(\.1)
  }
}
