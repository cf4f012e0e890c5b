import ArchgenScaffold
import Foundation

/// The Xcode project a surveyed folder belongs to: the nearest `.xcodeproj`/`.xcworkspace` at or
/// above it, else the shallowest one inside it (a workspace first, then the project beside the
/// most Swift files), never one in a test, sample or dependency folder.
package enum XcodeProjectFinder {
  package struct Found {
    package var project: String
    /// Relative to the surveyed folder when inside it.
    package var path: String
    package var fileHeader: String?
  }

  /// How deep inside the surveyed folder to look.
  package static let maxDepth = 3
  package static let skippedFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", "build", "Build", "node_modules", "vendor", "Vendor",
    "SourcePackages", "checkouts",
  ]

  package static func find(root: String, facts: [ProjectFacts]) -> Found? {
    let base = URL(fileURLWithPath: root).standardizedFileURL
    if let above = XcodeTemplateMacros.find(from: root) {
      // The workspace's file header is the team's, but a workspace that groups an SDK, tools
      // and the app is named by the app's project.
      if let app = groupedApp(workspace: above.project, from: base) {
        let path =
          app.path.hasPrefix(base.path + "/")
          ? String(app.path.dropFirst(base.path.count + 1))
          : app.path
        return Found(
          project: app.deletingPathExtension().lastPathComponent, path: path,
          fileHeader: above.fileHeader)
      }
      return Found(project: above.project, path: above.project, fileHeader: above.fileHeader)
    }
    var level = [base]
    for _ in 0..<maxDepth {
      var found: [URL] = []
      var next: [URL] = []
      for folder in level {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
          let url = folder.appendingPathComponent(entry)
          if entry.hasSuffix(".xcodeproj") || entry.hasSuffix(".xcworkspace") {
            let name = (entry as NSString).deletingPathExtension
            if !EnvironmentWords.isAside(folders: [Substring(name)]) { found.append(url) }
          } else if !skippedFolders.contains(entry), !entry.contains("."),
            !EnvironmentWords.isAside(folders: [Substring(entry)]), isFolder(url)
          {
            next.append(url)
          }
        }
      }
      if let best = best(of: found, facts: facts) {
        let folder = best.deletingLastPathComponent().path
        let name = best.deletingPathExtension().lastPathComponent
        let header = XcodeTemplateMacros.find(from: folder).flatMap {
          $0.project == name ? $0.fileHeader : nil
        }
        let relative = String(best.path.dropFirst(base.path.count + 1))
        return Found(project: name, path: relative, fileHeader: header)
      }
      level = next
    }
    return nil
  }

  /// The app's project in `<workspace>.xcworkspace`, the nearest at or above `folder`, when the
  /// workspace groups it with other projects (see `WorkspaceProjects`).
  private static func groupedApp(workspace: String, from folder: URL) -> URL? {
    var url = folder
    while true {
      let candidate = url.appendingPathComponent(workspace + ".xcworkspace")
      if isFolder(candidate) { return WorkspaceProjects.app(of: candidate) }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  private static func best(of found: [URL], facts: [ProjectFacts]) -> URL? {
    if let workspace = found.first(where: { $0.pathExtension == "xcworkspace" }) {
      // A workspace grouping an SDK, tools and the app is named by the app's project.
      if let app = WorkspaceProjects.app(of: workspace),
        app.path.hasPrefix(workspace.deletingLastPathComponent().standardizedFileURL.path + "/")
      {
        return app
      }
      return workspace
    }
    let swiftFiles = { (project: URL) -> Int in
      let folder = project.deletingLastPathComponent().path + "/"
      return facts.filter {
        URL(fileURLWithPath: $0.path).standardizedFileURL.path.hasPrefix(folder)
      }
      .count
    }
    return found.max { swiftFiles($0) < swiftFiles($1) }
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
