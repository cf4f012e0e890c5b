@_spi(RawSyntax) import SwiftSyntax

extension SyntaxProtocol {
  /// The node's text without the leading trivia of its first token and the trailing trivia of its
  /// last: exactly `trimmedDescription`, read from the node's bytes. swift-syntax's
  /// `trimmedDescription` builds two trimmed copies of the node to print one (a seventh of
  /// graph's CPU and a fifth of `tests`' went to them); readers asking for a node's text on
  /// every declaration or reference use this.
  package var trimmedText: String {
    let raw = Syntax(self).raw
    if let token = raw.tokenView {
      return token.presence == .present ? String(syntaxText: token.rawText) : ""
    }
    // `trimmed` clears the trivia of the first and the last token whatever their presence, and
    // a missing token has no text to print: its trivia is not among the bytes.
    let leading = Self.edgeToken(of: raw, last: false).map {
      $0.presence == .present ? $0.leadingTriviaByteLength : 0
    }
    let trailing = Self.edgeToken(of: raw, last: true).map {
      $0.presence == .present ? $0.trailingTriviaByteLength : 0
    }
    let bytes = raw.syntaxTextBytes
    let start = leading ?? 0
    let end = bytes.count - (trailing ?? 0)
    guard start < end else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The first (or last) token of `raw` in the tree's own order, missing ones included.
  private static func edgeToken(of raw: RawSyntax, last: Bool) -> RawSyntaxTokenView? {
    if let token = raw.tokenView { return token }
    guard let children = raw.layoutView?.children else { return nil }
    if last {
      for case let child? in children.reversed() {
        if let token = edgeToken(of: child, last: true) { return token }
      }
    } else {
      for case let child? in children {
        if let token = edgeToken(of: child, last: false) { return token }
      }
    }
    return nil
  }
}
