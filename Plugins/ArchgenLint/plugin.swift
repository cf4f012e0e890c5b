import Foundation
import PackagePlugin

/// Lints a target's sources before every build; findings are build diagnostics (`file:line:col:
/// error: ...`) and an error-severity finding fails the build. Runs the archgen binary of the
/// artifact bundle (a prebuild command cannot run a tool built from source).
@main
struct ArchgenLint: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url.path).sorted()
    guard !sources.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appending(path: "lint")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    // The cache lives in the plugin's own folder: the build sandbox allows no other.
    let cache = context.pluginWorkDirectoryURL.appending(path: "lint-cache")
    return [
      .prebuildCommand(
        displayName: "archgen lint \(target.name)",
        executable: try context.tool(named: "archgen").url,
        arguments: ["lint", "--quiet", "--cache-path", cache.path] + sources,
        outputFilesDirectory: output)
    ]
  }
}
