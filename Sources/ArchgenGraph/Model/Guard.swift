import SwiftParser
import SwiftSyntax

/// A transition's guard: the conditions on its path, which the extractor joins with `" && "` into
/// `Transition.guardText`. Parsed once here (SwiftParser); its parts are the pieces between its
/// top-level `&&`s, each kept as its source text and its tokens, and, when the guard is one
/// expression, its conjuncts as syntax.
package struct Guard {
  /// A token of the guard: its text, and how it is spelled with the spaces around it.
  package struct Token: Equatable {
    package var text: String
    package var spelled: String
  }

  /// One piece between top-level `&&`s: `state.isOn`, `!(a && b)`, `let v = x`.
  package struct Part: Equatable {
    /// As written in the guard, spaces inside kept.
    package var text: String
    package var tokens: [Token]
  }

  /// The text `Transition.guardText` holds.
  package let text: String
  /// The guard parsed as a source file.
  package let syntax: SourceFileSyntax
  /// Its tokens, empty ones (the end of file) left out.
  package let tokens: [Token]

  package init(_ text: String) {
    self.text = text
    syntax = Parser.parse(source: text)
    tokens = syntax.tokens(viewMode: .sourceAccurate).filter { !$0.text.isEmpty }.map {
      Token(text: $0.text, spelled: $0.description)
    }
  }

  /// The guard of conditions met together, as the extractor writes it.
  package init(conditions: [String]) {
    self.init(conditions.joined(separator: " && "))
  }

  /// The text of parts met together: the one way guard text is written.
  package static func text(of parts: [String]) -> String {
    parts.joined(separator: " && ")
  }

  /// Whether the text names a member of `base` (`state.` in `index > state.last`), read as text
  /// as the test planners always have (so `mystate.x` counts too).
  package func namesMember(of base: String) -> Bool {
    text.contains(base + ".")
  }

  /// The pieces between the top-level `&&`s.
  package var parts: [Part] {
    Self.split(tokens).map { part in
      Part(text: part.map(\.spelled).joined().trimmingWhitespace, tokens: part)
    }
  }

  /// The guard written back from its parts.
  package var printed: String { Self.text(of: parts.map(\.text)) }

  /// The guard when it is one expression (not a `case` pattern, a binding or several statements).
  package var expression: ExprSyntax? {
    guard syntax.statements.count == 1, let item = syntax.statements.first else { return nil }
    return item.item.as(ExprSyntax.self)
  }

  /// The expression's operands between its top-level `&&`s, nil when the guard is no expression.
  package var conjuncts: [[ExprSyntax]]? {
    guard let expression else { return nil }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return [[expression]] }
    var result: [[ExprSyntax]] = []
    var current: [ExprSyntax] = []
    for element in sequence.elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" {
        result.append(current)
        current = []
      } else {
        current.append(element)
      }
    }
    result.append(current)
    return result
  }

  /// The parts of `tokens` between top-level `&&`s, empty ones left out.
  package static func split(_ tokens: [Token]) -> [[Token]] {
    var parts: [[Token]] = []
    var start = 0
    for at in topLevel(tokens) where tokens[at].text == "&&" {
      parts.append(Array(tokens[start..<at]))
      start = at + 1
    }
    parts.append(Array(tokens[start...]))
    return parts.filter { !$0.isEmpty }
  }

  /// The indices of the tokens outside any brackets.
  package static func topLevel(_ tokens: [Token]) -> [Int] {
    var depth = 0
    var result: [Int] = []
    for (at, token) in tokens.enumerated() {
      switch token.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: if depth == 0 { result.append(at) }
      }
    }
    return result
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
