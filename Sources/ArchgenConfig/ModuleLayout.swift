import ArchgenCore
import Foundation

/// Which module of the app each source file belongs to, from the manifests above it (SwiftPM's,
/// Tuist's, XcodeGen's; see `ManifestTargets`): the target whose source folder holds the file,
/// the deepest one where folders nest. A manifest that claims no folder of the file leaves it to
/// a manifest further up, up to the repository's root (the folder holding `.git`). Nil when no
/// manifest tells: a single-module app, or a file no target names.
package final class ModuleLayout: @unchecked Sendable {
  private var manifests: [String: ManifestTargets?] = [:]
  private var modules: [String: String?] = [:]
  private var manifestFolders: [String: String?] = [:]
  /// The answers by the path as the caller wrote it: the same path asked again (a suite asks once
  /// per type its tests name) is not standardized again.
  private var modulesByPath: [String: String?] = [:]
  private var manifestFoldersByPath: [String: String?] = [:]
  private let lock = NSLock()

  package init() {}

  /// The module of the file at `path` (relative to the working folder, or absolute).
  package func module(of path: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let known = modulesByPath[path] { return known }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let found: String?
    if let known = modules[absolute] {
      found = known
    } else {
      found = find(absolute)
      modules[absolute] = .some(found)
    }
    modulesByPath[path] = .some(found)
    return found
  }

  /// The folder of the manifest nearest above the file at `path` (any of
  /// `ManifestTargets.fileNames`, read or not, or an Xcode project), up to the repository's
  /// root; nil when none. Two files under different manifests are in different modules even
  /// where neither manifest names its module (a Tuist project whose helper makes its targets by
  /// code, an app split into Xcode projects).
  package func manifestFolder(of path: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let known = manifestFoldersByPath[path] { return known }
    let start = (URL(fileURLWithPath: path).standardizedFileURL.path as NSString)
      .deletingLastPathComponent
    let found: String?
    if let known = manifestFolders[start] {
      found = known
    } else {
      found = nearestManifest(from: start)
      manifestFolders[start] = .some(found)
    }
    manifestFoldersByPath[path] = .some(found)
    return found
  }

  private func nearestManifest(from start: String) -> String? {
    var folder = start
    while !folder.isEmpty {
      for name in ManifestTargets.fileNames
      where FileSystem.exists((folder as NSString).appendingPathComponent(name)) {
        return folder
      }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return folder }
      if FileSystem.exists((folder as NSString).appendingPathComponent(".git")) || folder == "/" {
        return nil
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }

  private func find(_ file: String) -> String? {
    var folder = (file as NSString).deletingLastPathComponent
    while !folder.isEmpty {
      for name in ManifestTargets.fileNames {
        let path = (folder as NSString).appendingPathComponent(name)
        guard let targets = manifest(at: path) else { continue }
        if let module = Self.module(of: file, in: targets, folder: folder) { return module }
      }
      if FileSystem.exists((folder as NSString).appendingPathComponent(".git")) || folder == "/" {
        return nil
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }

  private func manifest(at path: String) -> ManifestTargets? {
    if let read = manifests[path] { return read }
    let read = FileSystem.exists(path) ? ManifestTargets.read(path: path) : nil
    manifests[path] = .some(read)
    return read
  }

  /// The target of `targets` (a manifest in `folder`) whose folder holds `file` most closely.
  package static func module(of file: String, in targets: ManifestTargets, folder: String)
    -> String?
  {
    let relative = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
    var best: (name: String, depth: Int)?
    for target in targets.targets {
      for source in target.folders {
        let depth = source.split(separator: "/").count
        let holds = source.isEmpty || relative.hasPrefix(source + "/")
        if holds, depth >= (best?.depth ?? -1) { best = (target.moduleName, depth) }
      }
    }
    if let best { return best.name }
    let parts = relative.split(separator: "/")
    if targets.followsSourcesLayout, parts.count > 2, parts[0] == "Sources" {
      return ManifestTargets.moduleName(String(parts[1]))
    }
    // A Tuist project of one module whose targets name no folder: its own name, for the sources
    // beside it (not its tests).
    if let project = targets.projectName, targets.targets.allSatisfy(\.folders.isEmpty),
      !relative.split(separator: "/").contains(where: { $0.hasSuffix("Tests") })
    {
      return ManifestTargets.moduleName(project)
    }
    return nil
  }
}
