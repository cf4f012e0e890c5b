import ArchgenSyntax
import SwiftSyntax

/// What a returned value gives: the next state a reducer returns (a case, a copy, a wrapper's
/// `state:` argument, a tuple's first element), or the effect a mutating reducer's `return` calls.
extension TransitionExtractor {
  package func returned(_ value: ExprSyntax, _ context: inout Context) {
    if context.stateIsNil || keepsStateOrStart(value) { return }
    // `return resolveNotStarted(byApplying: event, from: oldState)`, `return handle(&state)`:
    // what the helper returns is what the reducer returns.
    if let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      followMethod(call, &context, asEffect: !returnsState)
    {
      return
    }
    if inoutHelperCall(value, context) { return }
    guard returnsState || context.returnsNextState else {
      followInoutArguments(value, &context)
      attachEffect(value, context)
      return
    }
    if returnsWrapper {
      returnedWrapper(value, context)
      return
    }
    if valueSwitch(value, .whole, context) { return }
    if copiedChain(value, &context) || copied(value, &context) || calledOnState(value, context)
      || initializerCopy(value, context) || helperCopy(value, context)
      || returnedTupleCopy(value, &context) || delegatesToReducer(value)
    {
      return
    }
    var branches = TargetValue.branches(value, narrow: narrowing)
    // `return (newState, effect)`: the state is the first element.
    branches = branches.map { branch in
      if let state = Self.wrappedState(branch.expression) {
        return ValueBranch(guards: branch.guards, expression: state, from: branch.from)
      }
      guard let tuple = branch.expression?.as(TupleExprSyntax.self), tuple.elements.count > 1,
        let first = tuple.elements.first
      else { return branch }
      return ValueBranch(guards: branch.guards, expression: first.expression, from: branch.from)
    }
    if !nilIsState {
      branches.removeAll {
        $0.expression.map(TargetValue.unwrap)?.is(NilLiteralExprSyntax.self) == true
      }
    }
    apply(.whole, branches, line: line(value), &context)
  }

  /// `Next(state: .loading, effects: [...])`, `.init(state: .x)`: the state argument of a
  /// wrapper type (a case is never built with a `state:` label next to others).
  package static func wrappedState(_ expression: ExprSyntax?) -> ExprSyntax? {
    guard let call = expression.map(TargetValue.unwrap)?.as(FunctionCallExprSyntax.self),
      call.arguments.count > 1,
      let argument = call.arguments.first(where: { $0.label?.text == "state" })
    else { return nil }
    let callee = call.calledExpression.trimmedText
    let isType =
      callee == ".init" || TypeName.components(callee).last?.first?.isUppercase == true
    return isType ? argument.expression : nil
  }

  /// `return loadUser(...)` in a reducer that mutates its state: the call is the case's effect.
  package func attachEffect(_ value: ExprSyntax, _ context: Context) {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      let name = sameTypeMethodName(call), name.first?.isLowercase == true,
      context.caseStart < transitions.count
    else { return }
    for index in context.caseStart..<transitions.count where transitions[index].effect == nil {
      transitions[index].effect = "\(name)()"
    }
  }
}
