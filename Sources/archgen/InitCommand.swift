import ArchgenKit
import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Write a commented .archgen.yml with every default.")

  @Option(help: "Where to write the file.")
  var path: String = ArchgenConfig.fileName

  @Flag(help: "Replace an existing file.")
  var force = false

  func run() throws {
    if FileSystem.exists(path) && !force {
      Console.diagnostics([.error("already exists; use --force to replace it", file: path)])
      throw ExitStatus.failure
    }
    do {
      try FileSystem.writeAtomically(DefaultConfigFile.text, to: path)
    } catch {
      Console.diagnostics([error])
      throw ExitStatus.failure
    }
    Console.out("created     \(path)\n")
  }
}
