import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory archgen-write <command> [arguments]`: runs
/// any archgen command in the package's folder with permission to write there, e.g.
/// `archgen-write scene Login` or `archgen-write graph Sources -o Diagrams/auth.dot`. Commands
/// that only read run through `swift package archgen`, which asks for no permission.
@main
struct ArchgenWriteCommand: CommandPlugin {
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

  extension ArchgenWriteCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try run(
        try context.tool(named: "archgen").url, arguments,
        in: context.xcodeProject.directoryURL)
    }
  }
#endif
