import SwiftSyntax

extension TransitionExtractor {
  /// A branch of a switch or `if` used as the whole next state that is a copy of the state
  /// (`return switch action { case .login: state.copy(isBusy: true) … }`): the copy's field
  /// changes, as when the copy is returned alone; a `nil` branch of a reducer whose optional
  /// result means "no change" is no edge, as `return nil` is not. False for any other branch.
  package func valueBranchCopy(_ expression: ExprSyntax, _ context: inout Context) -> Bool {
    guard context.valueTarget == .whole else { return false }
    if expression.is(NilLiteralExprSyntax.self) { return returnsState && !nilIsState }
    guard expression.is(FunctionCallExprSyntax.self) else { return false }
    return copiedChain(expression, &context) || copied(expression, &context)
  }
}
