import SwiftSyntax

extension TransitionExtractor {
  /// `return state = .loading(item)` in a method that returns nothing: an assignment's value is
  /// `()`, so the statement assigns and then leaves; the assignment, else nil.
  package static func returnedAssignment(_ statement: ReturnStmtSyntax) -> ExprSyntax? {
    guard let value = statement.expression,
      let sequence = TargetValue.unwrap(value).as(SequenceExprSyntax.self),
      sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
    else { return nil }
    return value
  }
}
