import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes several files as one: every target is checked before anything is written (`problems`),
/// each file goes to a temporary file beside its target (`stage`), and the temporary files are
/// renamed over the targets at the end (`commit`). When anything fails, `rollback` leaves nothing
/// of the run: temporary files are removed, replaced files are put back, created folders removed.
package struct FileTransaction {
  /// Folders this transaction made, outermost first.
  package private(set) var createdFolders: [String] = []
  private var staged: [(temporary: String, path: String)] = []
  /// Hard links to the files a commit replaces, to put them back on failure.
  private var backups: [String: String] = [:]
  private var committed: [String] = []

  package init() {}

  /// Why each of `paths` could not be written, checked before anything is: something that is not
  /// a file where the file goes, a file where a folder is needed, a folder that cannot be written.
  /// A folder that stops several files is reported once, at the first of them.
  package static func problems(writing paths: [String]) -> [Diagnostic] {
    var seen: Set<String> = []
    return paths.compactMap(problem(writing:)).filter { problem in
      problem.message.hasPrefix("is ") || seen.insert(problem.message).inserted
    }
  }

  private static func problem(writing path: String) -> Diagnostic? {
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .error("is a directory, cannot write a file here", file: path)
      case S_IFREG: break
      default: return .error("is not a regular file, cannot write a file here", file: path)
      }
    }
    var folder = parent(of: path)
    while true {
      if stat(folder, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          return .error("cannot create a folder here: \(folder) is a file", file: path)
        }
        guard access(folder, W_OK | X_OK) == 0 else {
          return .error(
            "cannot write into folder \(folder): \(FileSystem.lastError())", file: path)
        }
        return nil
      }
      guard errno == ENOENT, folder != "/", folder != "." else {
        return .error("cannot write file: \(FileSystem.lastError())", file: path)
      }
      folder = parent(of: folder)
    }
  }

  private static func parent(of path: String) -> String {
    let parent = FileSystem.parentPath(path)
    return parent.isEmpty ? "." : parent
  }

  /// Counts folders made outside the transaction (a locked output folder) as its own, so that a
  /// rollback removes them too.
  package mutating func adopt(createdFolders folders: [String]) {
    createdFolders = folders + createdFolders
  }

  /// Writes `contents` to a temporary file beside `path`, creating its folder.
  package mutating func stage(_ contents: String, at path: String) throws(Diagnostic) {
    createdFolders += try FileSystem.createDirectories(Self.parent(of: path), for: path)
    staged.append((try FileSystem.writeTemporary(Array(contents.utf8), beside: path), path))
  }

  /// Renames every staged file over its target; on a failure, rolls back and throws.
  package mutating func commit() throws(Diagnostic) {
    for (_, path) in staged where FileSystem.exists(path) {
      let backup = (Self.parent(of: path) as NSString).appendingPathComponent(
        ".\((path as NSString).lastPathComponent).archgen-backup-\(UUID().uuidString)")
      guard link(path, backup) == 0 else {
        let reason = FileSystem.lastError()
        rollback()
        throw .error("cannot keep a copy of the file before replacing it: \(reason)", file: path)
      }
      backups[path] = backup
    }
    for (temporary, path) in staged {
      guard rename(temporary, path) == 0 else {
        let reason = FileSystem.lastError()
        rollback()
        throw .error("cannot write file: \(reason)", file: path)
      }
      committed.append(path)
    }
    for backup in backups.values { unlink(backup) }
    staged = []
    backups = [:]
    committed = []
  }

  /// Undoes everything: committed files are put back (or removed when they were new), temporary
  /// files and created folders removed.
  package mutating func rollback() {
    for path in committed.reversed() {
      if let backup = backups.removeValue(forKey: path) {
        rename(backup, path)
      } else {
        unlink(path)
      }
    }
    for (temporary, _) in staged { unlink(temporary) }
    for backup in backups.values { unlink(backup) }
    for folder in createdFolders.reversed() { rmdir(folder) }
    staged = []
    backups = [:]
    committed = []
    createdFolders = []
  }
}
