import ArgumentParser
import Foundation
import SwiftParser
import SwiftSyntax

/// `archgen-bench parse --list FILE`: the parse floor, what parsing the files alone costs with the
/// parser archgen uses, to compare `archgen lint`'s CPU time with (Benchmarks/lint-app-bench.sh).
struct ParseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Read and parse Swift files with SwiftParser, nothing else (the parse floor).")

  @Option(help: "A file holding one path per line.")
  var list: String

  func run() throws {
    let paths = try String(contentsOfFile: list, encoding: .utf8)
      .split(whereSeparator: \.isNewline).map(String.init)
    var tokens = 0
    var bytes = 0
    for path in paths {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      bytes += data.count
      let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
      // Use the tree, so the parse cannot be optimised away.
      tokens += tree.totalLength.utf8Length > 0 ? 1 : 0
    }
    print("parsed \(paths.count) files, \(bytes) bytes (\(tokens) non-empty)")
  }
}
