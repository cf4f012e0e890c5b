import SwiftSyntax

/// A local closure a case calls (`let setRecording = { (action: SetRecording) -> AppState in
/// state.isRecording = action.isRecording; return state }`, then `case let action as
/// SetRecording: return setRecording(action)`): what its body does to the state it captures is
/// what the case does, as with a method it calls.
extension TransitionExtractor {
  /// Notes `name` when `value` is a closure (one that only writes its argument to the state is
  /// a local writer instead).
  package func noteLocalClosure(_ name: String, _ value: ExprSyntax) {
    guard localWriters[name] == nil,
      let closure = TargetValue.unwrap(value).as(ClosureExprSyntax.self)
    else { return }
    localClosures[name] = closure
  }

  /// Walks the body of the local closure `call` calls, its parameters named after what is
  /// passed; false when the call is not one.
  package func followLocalClosure(_ call: FunctionCallExprSyntax, _ context: inout Context)
    -> Bool
  {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let closure = localClosures[name], context.depth < Self.maxCallDepth,
      !context.callStack.contains(name)
    else { return false }
    let saved = reference
    let savedLocals = localValues
    let parameters = Self.parameterNames(closure)
    var aliases: [String: EventPath] = [:]
    for (index, argument) in call.arguments.enumerated() where index < parameters.count {
      let parameter = parameters[index]
      var value = argument.expression
      if let passed = value.as(InOutExprSyntax.self) { value = passed.expression }
      reference.stateNames.remove(parameter)
      reference.eventNames.remove(parameter)
      localValues.removeValue(forKey: parameter)
      if reference.isState(value) {
        reference.stateNames.insert(parameter)
      } else if TargetValue.caseName(value) != nil {
        // `updateState(.noResults(query))` whose body sets `state = newState`: the case passed.
        localValues[parameter] = value
      } else if let path = StateReference.path(value), path.count == 1,
        let prefix = context.eventAliases[path[0]]
      {
        aliases[parameter] = prefix
      } else if reference.isEvent(value) {
        reference.eventNames.insert(parameter)
      }
    }
    var inner = context
    inner.defers = []
    inner.depth += 1
    inner.callStack.append(name)
    inner.eventAliases.merge(aliases) { _, new in new }
    let before = transitions.count
    walk(closure.statements, inner)
    reference = saved
    localValues = savedLocals
    for index in before..<transitions.count { transitions[index].line = line(call) }
    return true
  }
}
