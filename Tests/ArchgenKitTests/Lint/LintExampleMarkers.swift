@testable import ArchgenKit

/// Reads the `↓` markers of a rule example as 1-based line and UTF-8 column, the way the compiler
/// (and so every finding) counts them.
enum LintExampleMarkers {
  struct Location: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
  }

  static func locations(in code: String) -> [Location] {
    var result: [Location] = []
    for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var column = 1
      for character in line {
        if character == LintExample.marker {
          result.append(Location(line: index + 1, column: column))
        } else {
          column += character.utf8.count
        }
      }
    }
    return result
  }
}
