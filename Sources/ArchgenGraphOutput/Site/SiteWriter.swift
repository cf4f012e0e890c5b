import ArchgenCore
import Foundation

/// Writes a site folder all or nothing, or compares it with what would be written (`--check`).
/// A folder archgen wrote holds `.archgen-site`, the list of its files; any other folder that is
/// not empty is refused without `--force`.
package enum SiteWriter {
  package static let machinesFolder = "machines"
  package static let marker = ".archgen-site"

  /// One file of the site, by its path inside the site's folder.
  package struct File: Sendable, Equatable {
    package var path: String
    package var contents: String
  }

  /// The marker's text: what wrote the folder and every file it holds.
  package static func markerText(_ files: [File]) -> String {
    (["# written by archgen graph --site; lists the site's files"] + files.map(\.path).sorted())
      .joined(separator: "\n") + "\n"
  }

  /// The files listed by the folder's marker, or nil when the folder holds none.
  package static func listed(in folder: String) -> [String]? {
    guard let text = try? FileSystem.readString(at: folder + "/" + marker) else { return nil }
    return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
  }

  /// Writes `files` below `folder`: refuses a foreign folder first, creates every folder, writes
  /// only files whose text changed, removes files an earlier site listed and this one does not,
  /// and writes the marker last. Returns the paths written.
  package static func write(_ files: [File], to folder: String, force: Bool) throws(Diagnostic)
    -> [String]
  {
    if FileManager.default.fileExists(atPath: folder) && !FileSystem.isDirectory(folder) {
      throw .error("is a file; --site needs a folder", file: folder)
    }
    let previous = listed(in: folder)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    if previous == nil && !entries.isEmpty && !force {
      throw .error(
        "folder is not empty and was not written by archgen graph --site (no \(marker)); "
          + "use --force to write the site into it", file: folder)
    }
    for file in files {
      let path = folder + "/" + file.path
      try FileSystem.createDirectories((path as NSString).deletingLastPathComponent, for: path)
    }
    var written: [String] = []
    for file in files {
      let path = folder + "/" + file.path
      if (try? FileSystem.readString(at: path)) == file.contents { continue }
      try FileSystem.writeAtomically(file.contents, to: path)
      written.append(path)
    }
    let kept = Set(files.map(\.path))
    for old in previous ?? [] where !kept.contains(old) && !old.contains("..") {
      try? FileManager.default.removeItem(atPath: folder + "/" + old)
    }
    let markerPath = folder + "/" + marker
    let text = markerText(files)
    if (try? FileSystem.readString(at: markerPath)) != text {
      try FileSystem.writeAtomically(text, to: markerPath)
    }
    return written
  }

  /// What differs between `folder` and `files`: missing, stale and left-over files, sorted.
  package static func differences(_ files: [File], in folder: String) -> [String] {
    var problems: [String] = []
    for file in files {
      let path = folder + "/" + file.path
      guard let text = try? FileSystem.readString(at: path) else {
        problems.append("\(path) is missing")
        continue
      }
      if text != file.contents { problems.append("\(path) is stale") }
    }
    let kept = Set(files.map(\.path))
    for old in listed(in: folder) ?? [] where !kept.contains(old) {
      problems.append("\(folder)/\(old) is left over")
    }
    return problems
  }
}
