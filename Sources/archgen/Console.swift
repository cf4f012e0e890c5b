import ArchgenKit
import ArgumentParser
import Foundation

/// The only place archgen prints. Results go to stdout, diagnostics to stderr.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func diagnostics(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    let colour = useColour
    var text = ""
    for diagnostic in diagnostics {
      text += colour ? coloured(diagnostic) : diagnostic.description
      text += "\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// One line of information on stderr (the lint summary), never on stdout with the report.
  static func note(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Colour only when stderr is a terminal and `NO_COLOR` is unset.
  static var useColour: Bool {
    isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  private static func coloured(_ diagnostic: Diagnostic) -> String {
    let code =
      switch diagnostic.severity {
      case .error: "31"
      case .warning: "33"
      case .note: "36"
      }
    let plain = diagnostic.description
    let label = "\(diagnostic.severity.rawValue):"
    guard let range = plain.range(of: label) else { return plain }
    return plain.replacingCharacters(in: range, with: "\u{1B}[1;\(code)m\(label)\u{1B}[0m")
  }
}

extension Console {
  /// Prints what a command did (stdout, then its diagnostics and notes on stderr) and ends it
  /// with its status: the one place a capability's outcome becomes an exit status.
  static func finish(_ outcome: CommandOutcome) throws {
    let code = report(outcome)
    if code != .success { throw code }
  }

  /// Prints an outcome and gives its exit code; for a command that stops early
  /// (`throw Console.report(.failure([error]))`).
  static func report(_ outcome: CommandOutcome) -> ExitCode {
    out(outcome.standardOutput)
    diagnostics(outcome.diagnostics)
    for line in outcome.notes { note(line) }
    return ExitCode(outcome.status.exitCode)
  }
}

/// `--config` for every command that reads `.archgen.yml`.
struct ConfigOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Path to the config file (default: nearest .archgen.yml upwards).", valueName: "file"))
  var config: String?

  /// Loads the config, printing its warnings; a broken config ends the command with status 2.
  func load() throws -> ArchgenConfig {
    try loadWithPath().config
  }

  /// The config and the file it came from (nil when the defaults are used).
  func loadWithPath() throws -> ConfigLoader.Loaded {
    do {
      let loaded = try ConfigLoader.load(
        explicitPath: config, workingDirectory: FileManager.default.currentDirectoryPath)
      Console.diagnostics(loaded.warnings)
      return loaded
    } catch {
      throw Console.report(.failure([error]))
    }
  }
}
