import ArchgenSyntax
import SwiftSyntax

extension TransitionExtractor {
  /// The case a value of the whole state names; nil for a static member of another type
  /// (`return LogInModel.initialState`, `AddExpenseModel.initialState(host: h)` when the state is
  /// a `LogInState`): a case is written on the state's own type or bare, so another type's member
  /// is a whole new value that cannot be told (`?`).
  package func caseOfState(_ expression: ExprSyntax) -> String? {
    let value = TargetValue.unwrap(expression)
    let called = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
    if let base = called.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
      let stateTypeName, let own = TypeName.components(stateTypeName).last,
      base.baseName.text.first?.isUppercase == true,
      !["Self", "State", own].contains(base.baseName.text),
      !TypeName.components(stateTypeName).contains(base.baseName.text)
    {
      return nil
    }
    return TargetValue.caseName(expression)
  }
}
