import SwiftSyntax

/// The nodes and events the extractor reads from syntax, built as the model's values where
/// they are read.
extension PatternName {
  /// The case as a value of the whole state (`*` for `_` and bindings).
  package var node: Node { Node(read: name) }
  /// The case as the state it is in: a nested payload case is the outer one
  /// (`.notConfigured(alpn: .expected)` is `notConfigured`), as states are named.
  package var stateNode: Node {
    let open = name.firstIndex(of: "(") ?? name.endIndex
    guard let dot = name[..<open].firstIndex(of: ".") else { return node }
    return Node(read: String(name[..<dot]))
  }
  /// The event the pattern picks (`*` for `_` and bindings).
  package var eventPath: EventPath { EventPath(eventName) }
}

extension TransitionExtractor {
  /// The value an expression gives a field or a missing state (`idle`, `0`, `?`).
  package static func valueNode(_ expression: ExprSyntax) -> Node {
    Node(read: TargetValue.fieldValue(expression))
  }
}
