import Foundation
import PackagePlugin

/// `swift package archgen <command> [arguments]`: runs archgen in the package's folder without
/// asking for any permission, e.g. `swift package archgen lint` or `swift package archgen graph
/// Sources --format mermaid`. A command that would write into the package (`scene`, `graph
/// --output`, `enum-props --in-place`, ...) is refused with the `archgen-write` command to run
/// instead, which asks for write permission.
@main
struct ArchgenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try runReading(
      try context.tool(named: "archgen").url, arguments, in: context.package.directoryURL,
      work: context.pluginWorkDirectoryURL)
  }
}

/// Runs archgen for a command that only reads; the lint cache goes to the plugin's own folder,
/// the one place the plugin sandbox lets it write.
func runReading(_ archgen: URL, _ arguments: [String], in directory: URL, work: URL) throws {
  if let reason = ArchgenArguments.writes(arguments) {
    throw ArchgenRefused(
      description: "archgen \(arguments.joined(separator: " ")) \(reason); run it as "
        + "`swift package --allow-writing-to-package-directory archgen-write "
        + "\(arguments.joined(separator: " "))`")
  }
  var arguments = arguments
  if arguments.first == "lint" && !arguments.contains("--cache-path")
    && !arguments.contains("--no-cache")
  {
    arguments.insert(contentsOf: ["--cache-path", work.appending(path: "lint-cache").path], at: 1)
  }
  try run(archgen, arguments, in: directory)
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

/// A command that writes, asked of the command that asks for no permission.
struct ArchgenRefused: Error, CustomStringConvertible {
  var description: String
}

/// Which archgen command lines write files.
enum ArchgenArguments {
  /// Why `arguments` would write into the package, or nil when they only read.
  static func writes(_ arguments: [String]) -> String? {
    guard let command = arguments.first else { return nil }
    let has = { (names: [String]) in
      arguments.contains { argument in
        names.contains { argument == $0 || argument.hasPrefix($0 + "=") }
      }
    }
    let planOnly = has(["--dry-run", "--stdout", "--help", "-h"])
    switch command {
    case "scene", "service", "tests", "init":
      return planOnly ? nil : "writes files"
    case "templates":
      return arguments.dropFirst().first == "export" && !has(["--help", "-h"])
        ? "writes files" : nil
    case "enum-props":
      if has(["--check", "--help", "-h"]) { return nil }
      return has(["--in-place", "--output", "-o"]) ? "writes files" : nil
    case "graph":
      if has(["--check", "--help", "-h"]) { return nil }
      return has(["--output", "-o", "--output-dir", "--render"]) ? "writes files" : nil
    case "lint":
      if has(["--write-baseline"]) { return "writes a baseline" }
      let reports = zip(arguments, arguments.dropFirst()).filter {
        ["--format", "--reporter"].contains($0.0)
      }
      return reports.contains { $0.1.contains(":") } ? "writes a report file" : nil
    default:
      return nil
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ArchgenCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try runReading(
        try context.tool(named: "archgen").url, arguments,
        in: context.xcodeProject.directoryURL, work: context.pluginWorkDirectoryURL)
    }
  }
#endif
