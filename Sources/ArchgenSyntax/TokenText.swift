import SwiftParser
import SwiftSyntax

/// Code as its tokens, one space between each, without comments or layout: two spellings that
/// differ only in whitespace, line breaks or comments read the same (`a&&b`, `a && b`).
package enum TokenText {
  package static func normalized(_ node: some SyntaxProtocol) -> String {
    node.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
  }

  /// The same for a piece of code held as text (a guard, an event label): it is tokenized as
  /// Swift; text that is not Swift still comes back as its tokens, never fails.
  package static func normalized(_ text: String) -> String {
    normalized(Parser.parse(source: text))
  }
}
