import ArchgenCore
import SwiftSyntax

/// Decides whether a reference to the environment is the root of an expression that replaces the
/// environment or one of its members: `Current = ...`, `Current.date = ...`,
/// `Current.count += 1`, `&Current.x`, `CurrentEnvironment.env.locale = ...` (`env` being an
/// accessor), `CurrentEnvironment.setEnvironment(...)`. A write deeper in,
/// `Current.settings.zoom = 2`, goes through a member into a service: a read of the environment.
package struct MutationClassifier {
  package let mutators: [String]
  /// Members that are the environment itself (`CurrentEnvironment.env`), not one of its members.
  package let accessors: Set<String>

  private static let nonAssigningOperators: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

  /// The mutated expression (or mutator call) rooted at `reference`, or nil when it is a read.
  package func mutatedExpression(rootedAt reference: DeclReferenceExprSyntax) -> Syntax? {
    var top = Syntax(reference)
    // Members between the environment and the written place; an accessor first does not count.
    var depth = 0
    while let parent = top.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
        let name = member.declName.baseName.text
        if depth == 0, MutatorPattern.matches(name, anyOf: mutators),
          parent.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == parent.id
        {
          return parent.parent
        }
        if !(depth == 0 && top.id == reference.id && accessors.contains(name)) { depth += 1 }
        top = parent
      } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == top.id
      {
        depth += 1
        top = parent
      } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
      {
        top = parent
      } else {
        break
      }
    }
    return depth <= 1 && isAssigned(top) ? top : nil
  }

  private func isAssigned(_ expression: Syntax) -> Bool {
    guard let parent = expression.parent else { return false }
    if parent.is(InOutExprSyntax.self) { return true }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == expression.id {
      return isAssignment(infix.operator)
    }
    guard parent.is(ExprListSyntax.self), parent.parent?.is(SequenceExprSyntax.self) ?? false,
      let next = expression.lastToken(viewMode: .sourceAccurate)?.nextToken(
        viewMode: .sourceAccurate),
      let operatorExpression = next.parent?.as(ExprSyntax.self),
      operatorExpression.parent?.id == parent.id
    else { return false }
    // The element after this one, found from the next token: no walk over a long sequence.
    return isAssignment(operatorExpression)
  }

  private func isAssignment(_ operatorExpression: ExprSyntax) -> Bool {
    if operatorExpression.is(AssignmentExprSyntax.self) { return true }
    guard let binary = operatorExpression.as(BinaryOperatorExprSyntax.self) else { return false }
    let text = binary.operator.text
    return text.hasSuffix("=") && !Self.nonAssigningOperators.contains(text)
  }
}

/// Mutator names: exact (`setEnvironment`) or glob patterns (`set*`, `replace?`).
package enum MutatorPattern {
  /// Read from the bytes: asked per member of every reference, where `contains("*")` would
  /// search the string through Foundation.
  package static func isGlob(_ pattern: String) -> Bool {
    pattern.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
  }

  package static func matches(_ name: String, anyOf patterns: [String]) -> Bool {
    patterns.contains { isGlob($0) ? PathPattern.matches(name: name, pattern: $0) : $0 == name }
  }
}
