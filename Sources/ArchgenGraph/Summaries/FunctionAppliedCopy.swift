import SwiftSyntax

extension TransitionExtractor {
  /// `modify(state) { $0.password = text }`, `update(model) { m in m.count += 1 }`: a function
  /// handed the state as its one value and closures that set fields of their parameter returns
  /// the state with those fields set, whatever the function is called and wherever its body is
  /// (as a state's method called with such a closure, `ClosureAppliedCopy`). False for any other
  /// call.
  package func copiedThroughFunction(
    _ call: FunctionCallExprSyntax, _ context: inout Context
  ) -> Bool {
    guard call.calledExpression.is(DeclReferenceExprSyntax.self) else { return false }
    var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    let values = call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }
    guard values.count == 1, let handed = values.first, reference.isState(handed.expression),
      !closures.isEmpty, closures.allSatisfy(ClosureWrites.setsParameterFields)
    else { return false }
    for closure in closures {
      let saved = reference
      reference.stateNames.formUnion(["$0"] + Self.parameterNames(closure))
      walk(closure.statements, context)
      reference = saved
    }
    return true
  }
}
