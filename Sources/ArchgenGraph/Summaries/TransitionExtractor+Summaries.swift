import SwiftSyntax

/// Calls whose changes to the state a summary of the called body tells, the body maybe in
/// another file: drawn as a placeholder (`SummaryCall`) that linking replaces with the fields
/// the summary sets, the call's arguments put in for the parameters.
extension TransitionExtractor {
  /// `model.withChangedStatus(.saving).withChangedSeconds(0)`: each link a method called on the
  /// state or on the copy the link before returns, drawn in order.
  package func calledOnState(_ value: ExprSyntax, _ context: Context) -> Bool {
    guard let links = summaryLinks(value, outermost: true, depth: 0) else { return false }
    for (call, member) in links {
      emit(to: summaryPlaceholder(call, member), guards: [], line: line(call), context)
    }
    return true
  }

  /// The calls of a chain from the state outwards; nil when the chain does not start at the
  /// state. The outermost call passes arguments (a bare `state.sorted()` is not read here).
  private func summaryLinks(
    _ value: ExprSyntax, outermost: Bool, depth: Int
  ) -> [(FunctionCallExprSyntax, MemberAccessExprSyntax)]? {
    guard depth < 8, let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, call.trailingClosure == nil,
      !outermost || !call.arguments.isEmpty
    else { return nil }
    if reference.isState(base) { return [(call, member)] }
    guard let inner = summaryLinks(base, outermost: false, depth: depth + 1) else { return nil }
    return inner + [(call, member)]
  }

  /// `withChangedStatus(_:)` given `recording`.
  package func summaryPlaceholder(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax)
    -> Node
  {
    let key = StateMethodSummary.key(
      member.declName.baseName.text, labels: call.arguments.map { $0.label?.text ?? "_" })
    return .pseudo(
      .methodCall(
        SummaryCall.encode(key: key, arguments: call.arguments.map { argumentValue($0) })))
  }

  /// `modify(model, \.count, model.count + 1)`: a free helper handed the state, read as the
  /// copy its summary says it returns (`count=?`).
  package func helperCopy(_ value: ExprSyntax, _ context: Context) -> Bool {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isLowercase == true, call.trailingClosure == nil,
      call.arguments.contains(where: { reference.isState($0.expression) })
    else { return false }
    let key = StateMethodSummary.key(
      callee.baseName.text, labels: call.arguments.map { $0.label?.text ?? "_" })
    let arguments = call.arguments.map { argument -> String in
      if reference.isState(argument.expression) { return SummaryCall.stateArgument }
      if let keyPath = argument.expression.as(KeyPathExprSyntax.self) {
        let names = keyPath.components.map {
          $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
        if keyPath.root == nil, !names.isEmpty, !names.contains(nil) {
          return names.compactMap { $0 }.joined(separator: ".")
        }
        return StateMachine.unknownState
      }
      return argumentValue(argument)
    }
    emit(
      to: .pseudo(
        .methodCall(
          SummaryCall.encode(key: SummaryCall.helperPrefix + key, arguments: arguments))),
      guards: [], line: line(call), context)
    return true
  }

  /// `return (modify(model, \.count, 0), .none)`: the state's part of a returned tuple read by
  /// the copy readers; false when it is not a copy they know.
  package func returnedTupleCopy(_ value: ExprSyntax, _ context: inout Context) -> Bool {
    guard let tuple = TargetValue.unwrap(value).as(TupleExprSyntax.self),
      tuple.elements.count > 1, let first = tuple.elements.first?.expression,
      first.is(FunctionCallExprSyntax.self)
    else { return false }
    return copiedChain(first, &context) || copied(first, &context)
      || calledOnState(first, context) || initializerCopy(first, context)
      || helperCopy(first, context)
  }

  /// `state.mutated { $0.user = user }`, whatever the method's name: a method whose body is
  /// not in the run, or one that applies its closure to a copy of the state and returns it
  /// (`ClosureAppliedCopy`), handed a closure that sets fields of its parameter, returns the copy
  /// with those fields set; one that sets the parameter itself (`state.withLockedValue { $0 =
  /// .closed }`, a lock or box running it over the value it holds) sets the state, unless the run
  /// declares the method (`mutateKeyPolicy { $0 = .useCurrent }` changes a part). Whether the body is in the run is known when the machines are linked
  /// (`SummaryCall.undeclared`): until then each change waits behind the method's name.
  package func copiedByClosure(
    _ name: String, closures: [ClosureExprSyntax], arguments: [LabeledExprSyntax],
    _ context: Context
  ) -> Bool {
    guard arguments.isEmpty, stateMethods[name].map(ClosureAppliedCopy.matches) ?? true,
      closures.contains(where: ClosureWrites.setsParameter)
    else { return false }
    let before = transitions.count
    for closure in closures {
      let saved = reference
      reference.stateNames.formUnion(["$0"] + Self.parameterNames(closure))
      walk(closure.statements, context)
      reference = saved
    }
    for index in before..<transitions.count {
      transitions[index].toNode = .pseudo(
        .methodCall(
          SummaryCall.encode(
            key: SummaryCall.undeclared + name, arguments: [transitions[index].to])))
    }
    return true
  }

  /// `reloaded(state: &state, filter: f)`, `try self.load(&state)`: a function or method of this
  /// type handed the whole state by `&`, its body not in this file (an extension elsewhere),
  /// changes the state as its `inout` summary says (`InoutSummary`), put in when linking. One
  /// handed the event too is another reducer this one delegates to (`delegatesToReducer`).
  package func inoutHelperCall(_ value: ExprSyntax, _ context: Context) -> Bool {
    guard !delegatesToReducer(value),
      let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      let name = sameTypeMethodName(call), call.trailingClosure == nil,
      methods[MethodIndex.fullName(name, call)] == nil, methods[name] == nil,
      let index = call.arguments.firstIndex(where: {
        $0.expression.as(InOutExprSyntax.self).map { reference.isState($0.expression) } ?? false
      })
    else { return false }
    let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
    let arguments = call.arguments.enumerated().map { offset, argument in
      offset == position ? SummaryCall.stateArgument : argumentValue(argument)
    }
    let key = InoutSummary.key(MethodIndex.fullName(name, call), parameter: position)
    emit(
      to: .pseudo(.methodCall(SummaryCall.encode(key: key, arguments: arguments))), guards: [],
      line: line(call), context)
    return true
  }

  private func argumentValue(_ argument: LabeledExprSyntax) -> String {
    TargetValue.fieldValue(resolvedParameter(argument.expression))
  }
}
