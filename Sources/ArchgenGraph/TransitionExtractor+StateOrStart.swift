import SwiftSyntax

/// `return state ?? .signedOut`: the state as it is, or where a missing state starts.
extension TransitionExtractor {
  /// Whether `value` is the state with a default for when it is missing (`state ?? .idle`,
  /// what a ReSwift reducer's `guard let action = action as? A else { … }` returns): no
  /// transition. The default is where the machine starts, unless that is known already.
  package func keepsStateOrStart(_ value: ExprSyntax) -> Bool {
    guard let sequence = TargetValue.unwrap(value).as(SequenceExprSyntax.self),
      sequence.elements.count == 3,
      Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let first = sequence.elements.first, reference.isState(first),
      let fallback = sequence.elements.last
    else { return false }
    let start = Self.valueNode(fallback)
    if start != .unknown { defaultInitial = defaultInitial ?? start.text }
    return true
  }
}
