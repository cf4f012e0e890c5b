import Foundation
import PackagePlugin

/// Lints a target's sources as a build command: its inputs are the target's Swift files and the
/// `.archgen.yml` files that apply to them, so SwiftPM runs it again when one of them changes (an
/// edited file is linted again) and skips it otherwise. Findings are build diagnostics
/// (`file:line:col: error: ...`, warnings too); an error-severity finding fails the build. Its
/// output is a one-comment Swift file archgen writes after a run without errors, compiled with the
/// target. A build command may run archgen built from source, so no artifact bundle is needed.
@main
struct ArchgenLint: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    guard !sources.isEmpty else { return [] }
    return [
      try lintCommand(
        archgen: context.tool(named: "archgen").url, target: target.name, sources: sources,
        configs: LintConfigFiles.applying(to: sources, package: context.package.directoryURL),
        workDirectory: context.pluginWorkDirectoryURL)
    ]
  }
}

/// The build command that lints `sources`.
func lintCommand(
  archgen: URL, target: String, sources: [URL], configs: [URL], workDirectory: URL
) -> Command {
  let stamp = workDirectory.appending(path: "\(target)+ArchgenLint.swift")
  // The cache lives in the plugin's own folder: the build sandbox allows no other.
  let cache = workDirectory.appending(path: "lint-cache")
  return .buildCommand(
    displayName: "archgen lint \(target)",
    executable: archgen,
    arguments: ["lint", "--quiet", "--cache-path", cache.path, "--build-stamp", stamp.path]
      + sources.map(\.path),
    inputFiles: sources + configs,
    outputFiles: [stamp])
}

/// The `.archgen.yml` files lint reads for `sources`: lint takes each file's nearest one upwards,
/// so every one in a folder that holds a source, or above one, up to the package's folder.
enum LintConfigFiles {
  static let name = ".archgen.yml"

  static func applying(to sources: [URL], package: URL) -> [URL] {
    let root = package.standardizedFileURL.path
    var folders = Set<String>()
    for source in sources {
      var folder = source.standardizedFileURL.deletingLastPathComponent()
      while folders.insert(folder.path).inserted, folder.path.hasPrefix(root), folder.path != root,
        folder.path != "/"
      {
        folder = folder.deletingLastPathComponent()
      }
    }
    return folders.filter { $0.hasPrefix(root) }.sorted().map {
      URL(fileURLWithPath: $0).appending(path: name)
    }.filter { FileManager.default.fileExists(atPath: $0.path) }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ArchgenLint: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        .sorted { $0.path < $1.path }
      guard !sources.isEmpty else { return [] }
      let project = context.xcodeProject.directoryURL
      return [
        try lintCommand(
          archgen: context.tool(named: "archgen").url, target: target.displayName,
          sources: sources, configs: LintConfigFiles.applying(to: sources, package: project),
          workDirectory: context.pluginWorkDirectoryURL)
      ]
    }
  }
#endif
