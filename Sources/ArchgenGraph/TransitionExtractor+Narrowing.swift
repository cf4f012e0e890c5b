import SwiftSyntax

/// Conditions that pin the state: where the transitions below them start.
extension TransitionExtractor {
  /// `state == .online` (either way round) pins the state to `online`; `state.mode == .idle`
  /// pins the field (`mode=idle`).
  package func narrowing(_ elements: [ExprSyntax]) -> Node? {
    guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    for (subject, value) in [(elements[0], elements[2]), (elements[2], elements[0])] {
      guard let access = reference.access(subject), let name = TargetValue.caseName(value) else {
        continue
      }
      if case .field(let field) = access {
        // `state.board[r][c] == nil` asks about one element, not the state.
        return field.contains("[]") ? nil : .setting(field, to: name)
      }
      return Node(read: name)
    }
    return nil
  }

  /// A condition that pins the state: `state.mode == .idle`, a Bool field `state.isLoading`
  /// (`isLoading=true`) or its negation (`isLoading=false`).
  package func narrowing(_ condition: ExprSyntax) -> Node? {
    let condition = TargetValue.unwrap(condition)
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return narrowing(Array(sequence.elements))
    }
    var value = "true"
    var subject = condition
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      value = "false"
      subject = prefix.expression
    }
    // Only a field of the state itself: `state.board.hasWinner` is a question about the board.
    guard case .field(let field) = reference.access(subject), !field.contains("."),
      !field.contains("[]")
    else { return nil }
    return .setting(field, to: value)
  }
}
