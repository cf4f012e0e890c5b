import Foundation
import PackagePlugin

/// `swift package archgen <command> [arguments]`: runs archgen in the package's folder, e.g.
/// `swift package archgen lint`, `swift package archgen graph Sources --format mermaid`, or, with
/// `--allow-writing-to-package-directory`, `swift package archgen scene Login`.
@main
struct ArchgenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try run(try context.tool(named: "archgen").url, arguments, in: context.package.directoryURL)
  }
}

/// Runs archgen with the plugin's arguments in `directory`; a failing run fails the command with
/// archgen's exit status in the message (its own diagnostics are already on standard error).
func run(_ archgen: URL, _ arguments: [String], in directory: URL) throws {
  let process = Process()
  process.executableURL = archgen
  process.arguments = arguments.isEmpty ? ["--help"] : arguments
  process.currentDirectoryURL = directory
  try process.run()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    Diagnostics.error(
      "archgen \(arguments.first ?? "") exited with status \(process.terminationStatus)")
    throw ArchgenFailed(status: process.terminationStatus)
  }
}

struct ArchgenFailed: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "archgen exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ArchgenCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try run(
        try context.tool(named: "archgen").url, arguments,
        in: context.xcodeProject.directoryURL)
    }
  }
#endif
