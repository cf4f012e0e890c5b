import SwiftSyntax

/// Locals a case declares that name the state, the event or a value of the state.
extension TransitionExtractor {
  /// `var copy = state` makes `copy` a name of the state too.
  package func noteLocalCopy(_ decl: DeclSyntax) {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      // `let next: State` set in each case and returned or assigned after the switch.
      if binding.initializer == nil, let type = binding.typeAnnotation?.type, isStateType(type) {
        reference.stateNames.insert(name)
        continue
      }
      guard var value = binding.initializer.map({ uncastState($0.value) }) else { continue }
      noteLocalWriter(name, value)
      noteLocalClosure(name, value)
      // `let loginAction = action as! LoginAction`: another name for the event.
      if reference.isEventCast(value) {
        reference.eventNames.insert(name)
        continue
      }
      // `var state = state ?? []`: the state with a default.
      if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
        let first = sequence.elements.first, let fallback = sequence.elements.last
      {
        value = first
        // The default of a missing state is where the machine starts.
        let start = Self.valueNode(fallback)
        if reference.isState(first) && start != .unknown {
          defaultInitial = defaultInitial ?? start.text
        }
      }
      if case .field(let field) = reference.access(value) { partLocals[name] = field }
      if reference.isState(value) {
        reference.stateNames.insert(name)
      } else if TargetValue.caseName(value) != nil
        || returnsWrapper && value.is(FunctionCallExprSyntax.self)
      {
        // `let newState = AuthState.configuring`, `let resolution = StateResolution(...)`.
        localValues[name] = value
      } else if returnsOwnState(value) {
        // `let next = computeState()`, assigned later: what the helper returns.
        localValues[name] = value
      }
    }
  }
}
