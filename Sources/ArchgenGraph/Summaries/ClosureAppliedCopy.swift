import SwiftSyntax

/// A method that hands a copy of `self` to its closure parameter and returns the copy
/// (`func mutated(_ change: (inout Self) -> Void) -> Self { var copy = self; change(&copy);
/// return copy }`), whatever it is called: a call of it with a closure that sets fields of its
/// parameter returns the state with those fields set, as when the method's body is not in the run.
package enum ClosureAppliedCopy {
  package static func matches(_ method: FunctionDeclSyntax) -> Bool {
    guard method.signature.returnClause != nil, let body = method.body else { return false }
    // A loop, not `filter`: a syntax collection's `filter` builds a new collection node.
    var closures: Set<String> = []
    for parameter in method.signature.parameterClause.parameters
    where isFunctionType(parameter.type) {
      closures.insert((parameter.secondName ?? parameter.firstName).text)
    }
    guard !closures.isEmpty else { return false }
    var copies: Set<String> = []
    var applied: Set<String> = []
    for item in body.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var)
      {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, isSelf(value)
          {
            copies.insert(name)
          }
        }
      } else if let copy = appliedCopy(item.item, closures: closures), copies.contains(copy) {
        applied.insert(copy)
      } else if let returned = returnedName(item.item) {
        return applied.contains(returned)
      }
    }
    return false
  }

  /// `(inout Self) -> Void`, `@escaping (inout T) throws -> Void`.
  private static func isFunctionType(_ type: TypeSyntax) -> Bool {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return isFunctionType(attributed.baseType)
    }
    return type.is(FunctionTypeSyntax.self)
  }

  private static func isSelf(_ value: ExprSyntax) -> Bool {
    value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// `change(&copy)` or `try change(&copy)`: the name handed in-out to one of `closures`.
  private static func appliedCopy(_ item: CodeBlockItemSyntax.Item, closures: Set<String>)
    -> String?
  {
    guard var expression = item.as(ExprSyntax.self) else { return nil }
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      closures.contains(callee.baseName.text), call.arguments.count == 1,
      let handed = call.arguments.first?.expression.as(InOutExprSyntax.self),
      let name = handed.expression.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return name.baseName.text
  }

  /// `return copy`, or `copy` as the body's last expression.
  private static func returnedName(_ item: CodeBlockItemSyntax.Item) -> String? {
    if let statement = item.as(ReturnStmtSyntax.self) {
      return statement.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    return item.as(ExprSyntax.self)?.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
