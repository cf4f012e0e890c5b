import SwiftSyntax

/// `case .idle: return SearchStopsViewModel.reduceIdle(state, event)`, the callee in another
/// file: a call handed both the state and the event is another reducer this one delegates to,
/// not a case it builds. `reduceIdle` is no state; what the callee changes is its own machine's.
/// (A case built from them, `.wrapped(state, event)`, has no base before its dot.)
extension TransitionExtractor {
  package func delegatesToReducer(_ value: ExprSyntax) -> Bool {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self) else {
      return false
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      return false
    }
    var handsState = false
    var handsEvent = false
    for argument in call.arguments {
      var expression = argument.expression
      if let passed = expression.as(InOutExprSyntax.self) { expression = passed.expression }
      if reference.isState(expression) { handsState = true }
      if reference.isEvent(expression) { handsEvent = true }
    }
    return handsState && handsEvent
  }
}
