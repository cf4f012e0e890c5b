import SwiftSyntax

/// Helpers that carry on a case's body: `case .fetchDataResult(let result): return
/// onFetchDataResult(state: &state, result: result)` hands the helper both the state it changes
/// and the event's payload, so the helper's `switch result` is the case's own inner switch, whose
/// cases join the event (`fetchDataResult.success`) as they would written inline, whatever the
/// payload's type is called. A view model's helper reaches the state it holds without being
/// handed it: `case .response(let result): handleResponse(result)`, a statement, switching
/// `.success` and `.failure` while it sets `state`, carries on the case the same way. (A helper
/// handed only the payload whose result is the next state, `state = next(for: element)`, computes
/// a value from it, and the event stays the case that carried it.)
extension TransitionExtractor {
  package func handsStateAndPayload(_ call: FunctionCallExprSyntax, _ context: Context) -> Bool {
    var handsState = false
    var handsPayload = false
    for argument in call.arguments {
      var value = argument.expression
      if let passed = value.as(InOutExprSyntax.self) { value = passed.expression }
      if reference.isState(value) {
        handsState = true
      } else if let path = StateReference.path(value), path.count == 1,
        context.eventAliases[path[0]] != nil
      {
        handsPayload = true
      }
    }
    return (handsState || stateIsHeld && Self.isStatement(call)) && handsPayload
  }

  /// `apply(result)`, `await apply(result)`, `try apply(result)`: a call made for what it does,
  /// its result not used.
  private static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent,
      parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
    {
      node = parent
    }
    return node.parent?.is(CodeBlockItemSyntax.self) == true
      || node.parent?.is(ExpressionStmtSyntax.self) == true
  }
}
