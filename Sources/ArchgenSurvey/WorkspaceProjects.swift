import Foundation

/// The projects an Xcode workspace groups (`contents.xcworkspacedata`'s `FileRef`s), so a
/// workspace that groups an SDK, a build tool and the app (`Tools.xcworkspace` beside
/// `App/Shop.xcodeproj`) is named by the app's project, the one that builds an application.
package enum WorkspaceProjects {
  /// The one project of `workspace` that builds an application, or of several the one its App
  /// Store lane builds, when the workspace is named after none of the projects it groups; nil
  /// otherwise (`Shop.xcworkspace` with `Shop.xcodeproj` and `Pods.xcodeproj` is the app's own
  /// workspace).
  package static func app(of workspace: URL) -> URL? {
    let name = workspace.deletingPathExtension().lastPathComponent
    let projects = referenced(by: workspace)
    guard
      !projects.contains(where: { $0.deletingPathExtension().lastPathComponent == name })
    else { return nil }
    let apps = projects.filter(buildsAnApplication)
    if apps.count == 1 { return apps[0] }
    // One project per configuration: the one the App Store lane builds (see `ReleaseLane`).
    guard apps.count > 1,
      let scheme = ReleaseLane.scheme(in: workspace.deletingLastPathComponent())
    else { return nil }
    return ReleaseLane.project(of: scheme, among: apps)
  }

  /// The `.xcodeproj` files the workspace refers to, relative to the folder it is in.
  static func referenced(by workspace: URL) -> [URL] {
    let contents = workspace.appendingPathComponent("contents.xcworkspacedata")
    guard let text = try? String(contentsOf: contents, encoding: .utf8) else { return [] }
    let folder = workspace.deletingLastPathComponent()
    let pattern = #"location\s*=\s*"(?:group|container):([^"]+\.xcodeproj)""#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map {
        folder.appendingPathComponent(String(text[$0])).standardizedFileURL
      }
    }
  }

  /// Whether a project has a target whose product is an application.
  static func buildsAnApplication(_ project: URL) -> Bool {
    let file = project.appendingPathComponent("project.pbxproj")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
    return text.contains(#""com.apple.product-type.application""#)
  }
}
