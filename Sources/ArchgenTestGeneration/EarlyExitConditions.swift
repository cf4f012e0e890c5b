import ArchgenSyntax
import SwiftSyntax

/// An `if` without `else` whose body ends the path (`return`, `throw`, `break`, `continue`, a
/// trap) before a write in the same block: the write runs only where the `if`'s condition is
/// false, as after a `guard` of its negation (`if !state.isPlus { …; return }` then
/// `state.sync = on` runs with `state.isPlus`).
package enum EarlyExitConditions {
  /// The `if` that `item` is, when it is such an exit.
  package static func exit(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
    var branch: IfExprSyntax?
    switch item.item {
    case .expr(let expression): branch = expression.as(IfExprSyntax.self)
    case .stmt(let statement):
      branch = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    default: break
    }
    guard let branch, branch.elseBody == nil, let last = branch.body.statements.last?.item,
      ends(last)
    else { return nil }
    return branch
  }

  /// The negation of one condition, as written: `!a` → `a`, `a == b` → `a != b`, `a < b` →
  /// `a >= b`, `if let x = a` → `a == nil`, anything else `!(…)` (which no start meets).
  package static func negation(of element: ConditionElementSyntax) -> String {
    switch element.condition {
    case .expression(let expression):
      return negation(of: expression)
    case .optionalBinding(let binding):
      guard let value = binding.initializer?.value else { break }
      return "\(value.trimmedDescription) == nil"
    default: break
    }
    return "!(\(element.condition.trimmedDescription))"
  }

  private static let opposites = [
    "==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">",
  ]

  private static func negation(of expression: ExprSyntax) -> String {
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return prefix.expression.trimmedDescription
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if elements.count == 3,
        let opposite = elements[1].as(BinaryOperatorExprSyntax.self).flatMap({
          opposites[$0.operator.text]
        })
      {
        return
          "\(elements[0].trimmedDescription) \(opposite) \(elements[2].trimmedDescription)"
      }
      return "!(\(expression.trimmedDescription))"
    }
    if expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) {
      return "!\(expression.trimmedDescription)"
    }
    return "!(\(expression.trimmedDescription))"
  }

  private static func ends(_ item: CodeBlockItemSyntax.Item) -> Bool {
    if PathEnd.ends(item) { return true }
    guard case .stmt(let statement) = item else { return false }
    return statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self)
  }
}
