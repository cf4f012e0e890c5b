import SwiftSyntax

/// The state type a reducer closure's declaration gives it: `static var reducer: @Sendable
/// (LogInState, LogInAction) -> LogInState { return { state, action in … } }`, a function type
/// whose result is the type of one of its parameters.
package enum ClosureValueType {
  package static func stateType(around node: ClosureExprSyntax) -> String? {
    var current = node.parent
    while let syntax = current {
      if let binding = syntax.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation.flatMap { result(of: $0.type) }
      }
      if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self)
        || syntax.is(MemberBlockItemSyntax.self)
      {
        return nil
      }
      current = syntax.parent
    }
    return nil
  }

  private static func result(of type: TypeSyntax) -> String? {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return result(of: attributed.baseType)
    }
    guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
    let returned = function.returnClause.type.trimmedText
    let parameters = function.parameters.map { $0.type.trimmedText }
    return parameters.contains(returned) ? returned : nil
  }
}
