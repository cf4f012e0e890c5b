import ArchgenKit
import ArgumentParser
import Foundation

// The vocabulary every command shares, as swift-format and SwiftLint keep theirs:
//   -o, --output FILE     one file the command writes (graph, enum-props)
//   --output-dir DIR      the folder it writes files into (scene, service, tests, graph)
//   --format NAME         what it prints; `json` wherever JSON is offered
//   --check               write nothing; exit 1 when what --output (or --in-place) names is stale
//   --exclude GLOB        skip files under the folders read (every command that reads folders)
//   --config FILE         the .archgen.yml to use
// Old spellings (`--json`, lint's `--reporter`, a folder `--output` for scene, service and tests)
// are hidden aliases, so scripts written for them keep working.

/// What a command that plans files prints: text, or the plan and the result as JSON.
enum PlanFormat: String, CaseIterable, ExpressibleByArgument {
  case text
  case json
}

/// `--format text|json` for the commands that plan and write files, with `--json` as the hidden
/// old spelling.
struct PlanFormatOption: ParsableArguments {
  @Option(help: "Output format: text or json (the plan and the result).")
  var format: PlanFormat?

  @Flag(name: .customLong("json"), help: .hidden)
  var legacyJSON = false

  var json: Bool { legacyJSON || format == .json }

  func validate() throws {
    if legacyJSON && format == .text {
      throw ValidationError("--json and --format text exclude each other.")
    }
  }
}

/// `--exclude GLOB` for commands that read folders: files under a folder named on the command line
/// whose path (relative to that folder) matches a glob are not read. A file named on the command
/// line is always read, as in `graph`.
struct ExcludeOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Skip files matching this path glob under the folders read (repeatable).",
      valueName: "glob"))
  var exclude: [String] = []

  /// `paths` with each folder replaced by its Swift files that no glob excludes; files and
  /// paths that cannot be listed are kept as given, so the command reports them as before.
  func filter(_ paths: [String]) -> [String] {
    guard !exclude.isEmpty else { return paths }
    var kept: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        kept.append(path)
        continue
      }
      let found = SwiftFileFinder().files(in: [path])
      guard found.diagnostics.isEmpty else {
        kept.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      kept += found.files.filter { file in
        let relative = file.hasPrefix(base + "/") ? String(file.dropFirst(base.count + 1)) : file
        return !PathPattern.matches(path: relative, anyOf: exclude)
      }
    }
    return kept
  }
}
