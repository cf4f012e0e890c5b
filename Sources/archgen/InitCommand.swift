import ArchgenKit
import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a commented .archgen.yml proposed from the Swift sources under this folder.",
    discussion: """
      Looks for the environment's global accessor, the reactive and UI frameworks most used, the \
      modules of the feedback system and the verification helper, the module tests import and \
      the project's name, and says what it found and why. What it does not find keeps its default.
      """)

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The file to write (default: .archgen.yml).", valueName: "file"))
  var output: String?

  /// The old spelling of `--output`.
  @Option(name: .customLong("path"), help: .hidden)
  var legacyPath: String?

  @Option(help: "The folder whose Swift sources are read (default: the current folder).")
  var sources: String = "."

  @Flag(help: "Print what was found and the proposed file; write nothing.")
  var dryRun = false

  @Flag(help: "Replace an existing file.")
  var force = false

  /// The file to write, in either spelling.
  var path: String { output ?? legacyPath ?? ArchgenConfig.fileName }

  func validate() throws {
    if output != nil && legacyPath != nil {
      throw ValidationError("--path is the old spelling of --output; give one.")
    }
  }

  func run() throws {
    try Console.finish(
      ProjectSurvey.command(sources: sources, path: path, dryRun: dryRun, force: force))
  }
}
