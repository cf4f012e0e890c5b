import Foundation
import PackagePlugin

/// Generates the computed properties of the target's enums marked `// archgen:enum-props` into
/// the plugin's work folder, so they are compiled with the target and never stale.
@main
struct ArchgenEnumProps: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    guard !inputs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appending(
      path: "\(target.name)+EnumProperties.swift")
    return [
      .buildCommand(
        displayName: "archgen enum-props \(target.name)",
        executable: try context.tool(named: "archgen").url,
        arguments: ["enum-props"] + inputs.map(\.path) + ["--output", output.path],
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
