import Foundation

extension MermaidStateGrammar {
  /// One pass over the lines: statements are checked as they come, ids and classes at the end.
  struct Checker {
    /// A composite state being read: how many statements since its opening or its last `--`.
    private struct Block {
      var line: Int
      var statements = 0
      var regions = 1
    }

    private(set) var violations: [Violation] = []
    private var blocks: [Block] = []
    private var declared: [String: String] = [:]
    private var used: [(id: String, line: Int)] = []
    private var classes: Set<String> = []
    private var appliedClasses: [(name: String, line: Int)] = []
    private var sawHeader = false
    private var openNote: Int?

    private static let id = "[A-Za-z_][A-Za-z0-9_]*"
    private static let reference = "\\[\\*\\]|\(id)"
    /// A label or description: no `:` or `;` (they end it in Mermaid's lexer), no quote.
    private static let text = "[^:;\"]*[^:;\"\\s][^:;\"]*"

    mutating func run(_ lines: [String]) {
      var index = 0
      if lines.first == "---" {
        guard let end = lines.dropFirst().firstIndex(of: "---") else {
          fail(1, "front matter is not closed by ---")
          return
        }
        for number in 1..<end where !MermaidStateGrammar.matches(lines[number], "\\w+: .+") {
          fail(number + 1, "front matter line is not `key: value`")
        }
        index = end + 1
      }
      while index < lines.count {
        let number = index + 1
        let line = MermaidStateGrammar.withoutEntities(lines[index])
          .trimmingCharacters(in: .whitespaces)
        index += 1
        if openNote != nil {
          if line == "end note" { openNote = nil }
          continue
        }
        if line.isEmpty || line.hasPrefix("%%") { continue }
        guard sawHeader else {
          if line == "stateDiagram-v2" || line == "stateDiagram" {
            sawHeader = true
          } else {
            fail(number, "expected the header stateDiagram-v2, found `\(line)`")
          }
          continue
        }
        statement(line, number)
      }
      finish(lines.count)
    }

    private mutating func statement(_ line: String, _ number: Int) {
      if line == "}" {
        close(number)
        return
      }
      if line == "--" {
        divider(number)
        return
      }
      if !blocks.isEmpty { blocks[blocks.count - 1].statements += 1 }
      if MermaidStateGrammar.matches(line, "direction (TB|BT|LR|RL)") { return }
      if let parts = MermaidStateGrammar.captures(
        line, "classDef (\\w+) ([\\w-]+:[^,;]+(?:,[\\w-]+:[^,;]+)*)")
      {
        classes.insert(parts[0])
        return
      }
      if let parts = MermaidStateGrammar.captures(line, "class (\\w+(?:, *\\w+)*) (\\w+)") {
        for id in parts[0].split(separator: ",") {
          used.append((id.trimmingCharacters(in: .whitespaces), number))
        }
        appliedClasses.append((parts[1], number))
        return
      }
      if let parts = MermaidStateGrammar.captures(
        line, "state \"([^\"]*)\" as (\(Self.id))( \\{)?")
      {
        declare(parts[1], parts[0], number)
        if !parts[2].isEmpty { blocks.append(Block(line: number)) }
        return
      }
      if let parts = MermaidStateGrammar.captures(line, "state (\(Self.id)) \\{") {
        declare(parts[0], parts[0], number)
        blocks.append(Block(line: number))
        return
      }
      if let parts = MermaidStateGrammar.captures(
        line, "(\(Self.reference)) --> (\(Self.reference))(?: : (\(Self.text)))?")
      {
        for id in parts.prefix(2) where id != "[*]" { used.append((id, number)) }
        return
      }
      if let parts = MermaidStateGrammar.captures(
        line, "note (?:left|right) of (\(Self.id))(?: : (\(Self.text)))?")
      {
        used.append((parts[0], number))
        if parts[1].isEmpty { openNote = number }
        return
      }
      if let parts = MermaidStateGrammar.captures(line, "(\(Self.id)) : (\(Self.text))") {
        used.append((parts[0], number))
        return
      }
      if MermaidStateGrammar.matches(line, Self.id) {
        declare(line, line, number)
        return
      }
      fail(number, "not a stateDiagram-v2 statement: `\(line)`")
    }

    private mutating func declare(_ id: String, _ text: String, _ number: Int) {
      if MermaidStateGrammar.keywords.contains(id) {
        fail(number, "`\(id)` is a keyword, not a state id")
      }
      if let earlier = declared[id], earlier != text {
        fail(number, "state \(id) declared again as `\(text)` (was `\(earlier)`)")
      }
      declared[id] = text
    }

    private mutating func divider(_ number: Int) {
      guard let block = blocks.last else {
        fail(number, "`--` outside a composite state")
        return
      }
      if block.statements == 0 { fail(number, "`--` with an empty region before it") }
      blocks[blocks.count - 1].statements = 0
      blocks[blocks.count - 1].regions += 1
    }

    private mutating func close(_ number: Int) {
      guard let block = blocks.popLast() else {
        fail(number, "`}` closes no composite state")
        return
      }
      if block.statements == 0 {
        fail(number, block.regions > 1 ? "`--` with an empty region after it" : "empty composite")
      }
      if !blocks.isEmpty { blocks[blocks.count - 1].statements += 1 }
    }

    private mutating func finish(_ lineCount: Int) {
      if !sawHeader { fail(lineCount, "no stateDiagram-v2 header") }
      if let start = openNote { fail(start, "note is not closed by `end note`") }
      for block in blocks { fail(block.line, "composite state is not closed by `}`") }
      for (id, number) in used where declared[id] == nil {
        fail(number, "state \(id) is used but never declared")
      }
      for (name, number) in appliedClasses where !classes.contains(name) {
        fail(number, "class \(name) has no classDef")
      }
      violations.sort { $0.line < $1.line }
    }

    private mutating func fail(_ line: Int, _ message: String) {
      violations.append(Violation(line: line, message: message))
    }
  }
}
