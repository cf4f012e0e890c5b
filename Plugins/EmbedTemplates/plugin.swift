import Foundation
import PackagePlugin

/// Embeds every file under the package's `Templates/` folder into the ArchgenKit binary, so an
/// installed `archgen` finds its built-in templates wherever it runs from.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let templates = context.package.directoryURL.appending(path: "Templates")
    let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinTemplates.swift")
    var inputs: [URL] = []
    if let enumerator = FileManager.default.enumerator(
      at: templates, includingPropertiesForKeys: [.isRegularFileKey])
    {
      for case let url as URL in enumerator
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        inputs.append(url)
      }
    }
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) built-in templates",
        executable: try context.tool(named: "embed-templates").url,
        arguments: [templates.path, output.path],
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output]
      )
    ]
  }
}
