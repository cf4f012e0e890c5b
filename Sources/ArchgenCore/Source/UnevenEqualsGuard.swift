import SwiftSyntax

/// Works around a trap in SwiftParserDiagnostics 603: when the lexer finds a `=` unevenly spaced
/// but the tokens around it hold spaces on both sides (an invisible control character sits
/// between, as in `.a \u{1F}= b`), `ParseDiagnosticsGenerator` builds a Fix-It with no change,
/// which is a fatal error. Found by the fuzzer.
package enum UnevenEqualsGuard {
  /// The `=` tokens the diagnostics generator would trap on (its own test, to the letter).
  package static func trappingTokens(in tree: SourceFileSyntax) -> [TokenSyntax] {
    tree.tokens(viewMode: .all).filter { token in
      guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else {
        return false
      }
      let before =
        token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
      return before && token.trailingTrivia.contains { $0.isSpaceOrTab }
    }
  }
}
