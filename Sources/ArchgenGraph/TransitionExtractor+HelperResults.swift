import SwiftSyntax

/// A state set to what one of its type's own helpers works out (`state = computeState()`, or
/// `let next = computeState()` assigned later) takes each case the helper returns, not `?`.
extension TransitionExtractor {
  /// `computeState()`, `self.nextPhase(for: reading)`: a call of the type's own method declared
  /// to return the state's type.
  package func returnsOwnState(_ value: ExprSyntax) -> Bool {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      let name = sameTypeMethodName(call),
      let type = (methods[MethodIndex.fullName(name, call)] ?? methods[name])?.signature
        .returnClause?.type
    else { return false }
    return isStateType(type)
  }

  /// `state = valid ? .member : samplingState()`: the branch that calls such a helper is what
  /// the helper returns, under the branch's condition.
  package func followedHelperBranch(_ branch: ValueBranch, _ context: Context) -> Bool {
    guard let value = branch.expression, returnsOwnState(value),
      let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self)
    else { return false }
    var inner = context
    inner.guards += branch.guards
    if let from = branch.from { inner.source = from }
    inner.returnsNextState = true
    return followMethod(call, &inner, asEffect: false)
  }
}
