import SwiftSyntax

/// Locals a case declares that name the state, the event or a value of the state.
extension TransitionExtractor {
  /// `var copy = state` makes `copy` a name of the state too; a local of another value named
  /// like the state (`let commandState = try handler.handle(packet)`) shadows it until the
  /// block ends: the names shadowed are returned, to be put back then.
  @discardableResult
  package func noteLocalCopy(_ decl: DeclSyntax) -> [(name: String, wasSelfOnly: Bool)] {
    var shadowed: [(name: String, wasSelfOnly: Bool)] = []
    guard let variable = decl.as(VariableDeclSyntax.self) else { return shadowed }
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
      } else if partLocals[name] == nil, !mentionsState(value) {
        // A value built from the state (`var newState = state.copy(…)`) is still read as one.
        shadowed += shadowBound([name])
      }
    }
    return shadowed
  }

  /// Whether any name of the state appears in `value`.
  private func mentionsState(_ value: ExprSyntax) -> Bool {
    value.tokens(viewMode: .sourceAccurate).contains {
      if case .identifier(let text) = $0.tokenKind { return reference.stateNames.contains(text) }
      return false
    }
  }
}
