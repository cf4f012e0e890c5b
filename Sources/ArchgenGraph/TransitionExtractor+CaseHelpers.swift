import SwiftSyntax

/// Helpers that carry on a case's body: `case .fetchDataResult(let result): return
/// onFetchDataResult(state: &state, result: result)` hands the helper both the state it changes
/// and the event's payload, so the helper's `switch result` is the case's own inner switch, whose
/// cases join the event (`fetchDataResult.success`) as they would written inline, whatever the
/// payload's type is called. (A helper handed only the payload computes a value from it, and the
/// event stays the case that carried it.)
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
    return handsState && handsPayload
  }
}
