import SwiftSyntax

/// Decides whether a reference to the environment is the root of an expression that replaces it or
/// one of its members: `Current = ...`, `Current.date = ...`, `Current.count += 1`, `&Current.x`,
/// `CurrentEnvironment.setEnvironment(...)`.
struct MutationClassifier {
  let mutators: Set<String>

  private static let nonAssigningOperators: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

  /// The mutated expression (or mutator call) rooted at `reference`, or nil when it is a read.
  func mutatedExpression(rootedAt reference: DeclReferenceExprSyntax) -> Syntax? {
    var top = Syntax(reference)
    while let parent = top.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
        if mutators.contains(member.declName.baseName.text),
          parent.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == parent.id
        {
          return parent.parent
        }
        top = parent
      } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == top.id
      {
        top = parent
      } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
      {
        top = parent
      } else {
        break
      }
    }
    return isAssigned(top) ? top : nil
  }

  private func isAssigned(_ expression: Syntax) -> Bool {
    guard let parent = expression.parent else { return false }
    if parent.is(InOutExprSyntax.self) { return true }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == expression.id {
      return isAssignment(infix.operator)
    }
    guard let list = parent.as(ExprListSyntax.self),
      parent.parent?.is(SequenceExprSyntax.self) ?? false
    else { return false }
    let elements = Array(list)
    guard let index = elements.firstIndex(where: { $0.id == expression.id }),
      index + 1 < elements.count
    else { return false }
    return isAssignment(elements[index + 1])
  }

  private func isAssignment(_ operatorExpression: ExprSyntax) -> Bool {
    if operatorExpression.is(AssignmentExprSyntax.self) { return true }
    guard let binary = operatorExpression.as(BinaryOperatorExprSyntax.self) else { return false }
    let text = binary.operator.text
    return text.hasSuffix("=") && !Self.nonAssigningOperators.contains(text)
  }
}
