import SwiftSyntax

/// The nodes and events the extractor reads from syntax, built as the model's values where
/// they are read.
extension PatternName {
  /// The case as a value of the whole state (`*` for `_` and bindings).
  package var node: Node { Node(read: name) }
  /// The event the pattern picks (`*` for `_` and bindings).
  package var eventPath: EventPath { EventPath(eventName) }
}

extension TransitionExtractor {
  /// The value an expression gives a field or a missing state (`idle`, `0`, `?`).
  package static func valueNode(_ expression: ExprSyntax) -> Node {
    Node(read: TargetValue.fieldValue(expression))
  }
}
