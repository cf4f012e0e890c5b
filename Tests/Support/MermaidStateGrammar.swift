import Foundation

/// A checker for the subset of Mermaid's `stateDiagram-v2` that archgen writes, after Mermaid's
/// own grammar (`stateDiagram.jison`): a front matter, the header, `direction`, `classDef`,
/// `class`, states (`state "text" as id`, with `{ ... }` for a composite), `--` between the
/// concurrent regions of a composite, transitions (`a --> b : label`, `[*]` for start and end),
/// description lines (`id : text`) and notes. `mmdc` is not available here, so this is what the
/// tests hold diagrams to; it is stricter than Mermaid where Mermaid would silently draw something
/// else (an id used but never declared, a class never defined).
public enum MermaidStateGrammar {
  public struct Violation: Equatable, CustomStringConvertible, Sendable {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  /// Every violation in `text`, in line order; empty when the diagram is in the subset.
  public static func check(_ text: String) -> [Violation] {
    var checker = Checker()
    checker.run(text.components(separatedBy: "\n"))
    return checker.violations
  }

  /// A file of several diagrams, as `graph --format mermaid` writes them (each starting with its
  /// front matter after a blank line): every diagram checked on its own, lines numbered in the file.
  public static func checkDiagrams(_ text: String) -> [Violation] {
    var violations: [Violation] = []
    var offset = 0
    for diagram in text.components(separatedBy: "\n\n---\n").enumerated().map({ index, part in
      index == 0 ? part : "---\n" + part
    }) {
      let lineOffset = offset
      violations += check(diagram).map {
        Violation(line: $0.line + lineOffset, message: $0.message)
      }
      // The blank line before the next front matter is not part of either diagram.
      offset += diagram.components(separatedBy: "\n").count + 1
    }
    return violations
  }

  /// Words Mermaid's lexer reads as keywords, never as a state's id.
  static let keywords: Set<String> = [
    "state", "note", "class", "classDef", "direction", "end", "default", "as", "scale",
  ]

  /// Mermaid replaces entity codes (`#58;`, `#quot;`) before it parses, so they are plain text.
  static func withoutEntities(_ line: String) -> String {
    line.replacingOccurrences(of: "#\\w+;", with: "E", options: .regularExpression)
  }

  static func matches(_ text: String, _ pattern: String) -> Bool {
    text.range(of: "^(?:\(pattern))$", options: .regularExpression) != nil
  }

  static func captures(_ text: String, _ pattern: String) -> [String]? {
    guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$"),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
    else { return nil }
    return (1..<match.numberOfRanges).map { index in
      Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
    }
  }
}
