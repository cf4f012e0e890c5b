import ArchgenCore
import Foundation
import SwiftSyntax
import Yams

/// The project's and app module's names from the files that generate or describe the project:
/// XcodeGen's `project.yml`, Tuist's `Project.swift` (or `Workspace.swift`), and SwiftPM's
/// `Package.swift`. `init` asks XcodeGen and Tuist before the Xcode project (which they generate
/// and which is often not committed), and `Package.swift` after it, before the folder's name.
package enum ProjectManifestReader {
  package struct Found: Equatable {
    package var project: String
    /// The application target's name, when the manifest names one (`type: application`,
    /// `product: .app`).
    package var appTarget: String?
    /// Relative to the surveyed folder when inside it.
    package var path: String
    /// `XcodeGen's spec`, `Tuist's manifest`.
    package var kind: String
    /// Whether the spec lists its targets and none builds an application (`type: framework`
    /// only): a library's project, such as a generated API client's.
    package var buildsOnlyLibraries = false
  }

  /// XcodeGen's or Tuist's manifest at the surveyed folder or the shallowest one inside it (two
  /// levels at most, never in a test, sample or dependency folder).
  package static func generator(root: String) -> Found? {
    let base = URL(fileURLWithPath: root).standardizedFileURL
    var level = [base]
    // Tuist's `Workspace.swift` names the project; the app target is in a `Project.swift` below.
    var workspace: Found?
    // The projects the workspace groups, shallowest first.
    var grouped: [Found] = []
    for _ in 0...2 {
      var next: [URL] = []
      for folder in level {
        // A spec below the surveyed folder that builds only libraries (`OpenAPIClient/project
        // .yml` of a generated client beside `eduID.xcodeproj`) is not the app's.
        if let found = read(folder: folder, base: base),
          !(found.buildsOnlyLibraries && folder.path != base.path)
        {
          if workspace != nil {
            grouped.append(found)
          } else if found.appTarget == nil, found.path.hasSuffix("Workspace.swift") {
            workspace = found
          } else {
            return found
          }
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted()
        where !entry.hasPrefix(".") && !entry.contains(".")
          && !XcodeProjectFinder.skippedFolders.contains(entry)
          && !EnvironmentWords.isAside(folders: [Substring(entry)])
        {
          let url = folder.appendingPathComponent(entry)
          if FileSystem.isDirectory(url.path) { next.append(url) }
        }
      }
      level = next
    }
    guard var named = workspace else { return nil }
    // A workspace grouping several projects (`CAKK`, `CAKK-Admin` and modules under
    // `Projects/`): the project named by the scheme the App Store lane builds is the app's (a
    // release lane's reading, as for one project per configuration); otherwise the workspace
    // names it, with the first app's target.
    if grouped.count > 1, let scheme = ReleaseLane.scheme(in: base),
      let shipped = grouped.first(where: { $0.project == scheme && $0.path != named.path })
    {
      return shipped
    }
    if let app = grouped.lazy.compactMap(\.appTarget).first { named.appTarget = app }
    return named
  }

  /// `Package(name: "X")` in the surveyed folder's `Package.swift`.
  package static func package(root: String) -> Found? {
    let path = URL(fileURLWithPath: root).appendingPathComponent("Package.swift").path
    guard let source = try? SourceText.read(path),
      let name = ManifestCalls(ParsedSource(source)).name(of: "Package")
    else { return nil }
    return Found(project: name, appTarget: nil, path: "Package.swift", kind: "SwiftPM's manifest")
  }

  private static func read(folder: URL, base: URL) -> Found? {
    let relative = { (file: String) in
      let path = folder.appendingPathComponent(file).path
      return path.hasPrefix(base.path + "/") ? String(path.dropFirst(base.path.count + 1)) : path
    }
    for file in ["project.yml", "project.yaml"] {
      let path = folder.appendingPathComponent(file).path
      if FileSystem.exists(path), let source = try? SourceText.read(path),
        let found = xcodeGen(source.text, path: relative(file))
      {
        return found
      }
    }
    for (file, type) in [("Project.swift", "Project"), ("Workspace.swift", "Workspace")] {
      let path = folder.appendingPathComponent(file).path
      guard FileSystem.exists(path), let source = try? SourceText.read(path) else { continue }
      let calls = ManifestCalls(ParsedSource(source), helpers: helpers(folder: folder, base: base))
      if let name = calls.name(of: type) {
        return Found(
          project: name, appTarget: calls.appTarget(), path: relative(file),
          kind: "Tuist's manifest")
      }
    }
    return nil
  }

  /// The sources of Tuist's `ProjectDescriptionHelpers` beside the manifest or at the surveyed
  /// folder, its own and its local plugins' (`Plugins/Env/ProjectDescriptionHelpers`): where a
  /// manifest's `name: appName` is declared.
  private static func helpers(folder: URL, base: URL) -> [SourceFileSyntax] {
    var folders: [URL] = []
    for root in Set([folder.path, base.path]).sorted() {
      let url = URL(fileURLWithPath: root)
      folders.append(url.appendingPathComponent("Tuist/ProjectDescriptionHelpers"))
      for plugins in ["Plugins", "Plugin", "Tuist/Plugins"] {
        let parent = url.appendingPathComponent(plugins)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for entry in entries.sorted() {
          folders.append(
            parent.appendingPathComponent(entry).appendingPathComponent("ProjectDescriptionHelpers")
          )
        }
      }
    }
    var trees: [SourceFileSyntax] = []
    for helpers in folders where FileSystem.isDirectory(helpers.path) {
      let (paths, _) = SwiftFileFinder().files(in: [helpers.path])
      for path in paths {
        if let source = try? SourceText.read(path) { trees.append(ParsedSource(source).tree) }
      }
    }
    return trees
  }

  /// `name:` at the top of XcodeGen's spec, and the first target of `type: application`.
  package static func xcodeGen(_ text: String, path: String) -> Found? {
    guard let spec = (try? Yams.load(yaml: text)) as? [String: Any],
      let name = spec["name"] as? String, !name.isEmpty
    else { return nil }
    let targets = spec["targets"] as? [String: Any] ?? [:]
    let app = targets.keys.sorted().first { key in
      let type = (targets[key] as? [String: Any])?["type"] as? String
      return type == "application"
    }
    let types = targets.values.map { ($0 as? [String: Any])?["type"] as? String }
    return Found(
      project: name, appTarget: app, path: path, kind: "XcodeGen's spec",
      buildsOnlyLibraries: !types.isEmpty && app == nil
        && types.allSatisfy { $0.map { !$0.hasPrefix("application") } ?? false })
  }
}

/// The calls of a Swift manifest (`Project(name: "Shop", targets: [...])`), read with
/// swift-syntax: the `name:` string of a call to a type, and the target built as an app.
package struct ManifestCalls {
  private let calls: [FunctionCallExprSyntax]
  /// The manifest's own constants first, then its helpers'.
  private let constants: ManifestConstants

  package init(_ source: ParsedSource, helpers: [SourceFileSyntax] = []) {
    let finder = CallFinder(viewMode: .sourceAccurate)
    finder.walk(source.tree)
    calls = finder.calls
    constants = ManifestConstants([source.tree] + helpers)
  }

  /// `Project(name: "Shop")`, `Project.init(name:)`, `let project = Project(name:)`.
  package func name(of type: String) -> String? {
    calls.lazy.filter { call in
      let called = call.calledExpression
      let name =
        called.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? called.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
        .baseName.text
      return name == type
    }
    .compactMap { string(labeled: "name", in: $0) }.first
  }

  /// The `name:` of the first call with `product: .app` (`.target(name: "Shop", product: .app)`).
  package func appTarget() -> String? {
    calls.lazy.filter { call in
      call.arguments.contains {
        $0.label?.text == "product"
          && $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "app"
      }
    }
    .compactMap { string(labeled: "name", in: $0) }.first
  }

  /// A literal, or what a constant or a fallback (`Environment.appName.getString(default:
  /// "Shop")`) comes to.
  private func string(labeled label: String, in call: FunctionCallExprSyntax) -> String? {
    guard let argument = call.arguments.first(where: { $0.label?.text == label }) else {
      return nil
    }
    return constants.string(argument.expression)
  }

  private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(node)
      return .visitChildren
    }
  }
}
