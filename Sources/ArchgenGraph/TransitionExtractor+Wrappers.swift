import ArchgenSyntax
import SwiftSyntax

/// Type-directed reading: wrappers of the state, locals holding one, helpers the state or the
/// event is handed to, and events read through a cast.
extension TransitionExtractor {
  /// Argument labels that carry a wrapper's next state (`StateResolution(newState:)`).
  private static let stateLabels: Set<String> = [
    "state", "newState", "nextState", "model", "newModel", "next", "to",
  ]

  /// `let next: State`, `var result: Self`: a local declared with the state's type.
  package func isStateType(_ type: TypeSyntax) -> Bool {
    guard let written = TypeName.strippingOptional(type.trimmedText) else { return false }
    // `let next: Self`, `let nextState: State` (`typealias State = Self`) in the state's method.
    if written == "Self" || written == "State" && reference.selfIsState {
      return reference.selfIsState
    }
    guard let stateTypeName, let last = TypeName.components(stateTypeName).last else {
      return false
    }
    return TypeName.components(written).last == last
  }

  /// A local that holds a state's value stands for that value.
  package func resolvedLocal(_ expression: ExprSyntax) -> ExprSyntax {
    let inner = TargetValue.unwrap(expression)
    guard let name = inner.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let value = localValues[name]
    else { return expression }
    return value
  }

  /// What a returned wrapper holds: the state argument (`StateResolution(newState: .x)`,
  /// `.next(model.with(...), effects: [])`, `.from(.signedOut(data))`), or nil when it keeps the
  /// state (`.noChange`, `.dispatchEffects(...)`, `.from(oldState)`, `return fromState`).
  package func stateInWrapper(_ expression: ExprSyntax) -> ExprSyntax? {
    let value = TargetValue.unwrap(resolvedLocal(expression))
    if reference.isState(value) { return nil }
    guard let call = value.as(FunctionCallExprSyntax.self) else {
      // `.noChange`, `Next.noChange`: a wrapper's own case, with no state in it.
      return value.is(MemberAccessExprSyntax.self) ? nil : value
    }
    // A helper of the reducer's own not followed (a cycle, too deep): nothing new is told.
    if let name = sameTypeMethodName(call), methods[name] != nil { return nil }
    if let labelled = call.arguments.first(where: {
      Self.stateLabels.contains($0.label?.text ?? "")
    }) {
      return resolvedLocal(labelled.expression)
    }
    let callee =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? call.calledExpression.trimmedText
    if callee.lowercased().contains("effect") || callee.lowercased().contains("nochange") {
      return nil
    }
    guard let first = call.arguments.first(where: { $0.label == nil }),
      !first.expression.is(ArrayExprSyntax.self)
    else { return nil }
    return resolvedLocal(first.expression)
  }

  /// `return StateResolution(newState: .x, actions: [...])`: each branch's wrapped state.
  package func returnedWrapper(_ value: ExprSyntax, _ context: Context) {
    var context = context
    var branches: [ValueBranch] = []
    for branch in TargetValue.branches(value, narrow: narrowing) {
      guard let expression = branch.expression else {
        branches.append(branch)
        continue
      }
      guard let state = stateInWrapper(expression) else { continue }
      // `.from(.notConfigured)` where no event matched (or on `default`) keeps the state.
      if context.eventPath.isAny || context.eventPath.isOtherwise,
        TargetValue.caseName(state).map(Node.init(read:)) == context.source
      {
        continue
      }
      branches.append(ValueBranch(guards: branch.guards, expression: state, from: branch.from))
    }
    if branches.count == 1, branches[0].guards.isEmpty, let state = branches[0].expression,
      valueSwitch(state, .whole, context) || copied(state, &context)
        || calledOnState(state, context) || helperCopy(state, context)
    {
      return
    }
    apply(.whole, branches, line: line(value), &context)
  }

  /// `event as? SignOutEvent`, `isAuthEvent(event)`: the event seen through a cast or a helper.
  package func isEventCast(_ expression: ExprSyntax) -> Bool {
    let value = TargetValue.unwrap(expression)
    if let sequence = value.as(SequenceExprSyntax.self) {
      let items = Array(sequence.elements)
      return items.count == 3 && items[1].is(UnresolvedAsExprSyntax.self)
        && (reference.isEvent(items[0]) || reference.derivesFromEvent(items[0]))
    }
    if let cast = value.as(AsExprSyntax.self) { return reference.isEvent(cast.expression) }
    return reference.derivesFromEvent(value)
  }

  /// `event.isAuthorizationEvent`, `action.asLoginAction`: a projection of the event that names
  /// an event type (what a cast helper on the event gives).
  package func isEventAlias(_ expression: ExprSyntax) -> Bool {
    guard let path = StateReference.path(expression), path.count == 2,
      reference.isEvent(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(path[0])))),
      let last = path.last
    else { return false }
    return ["Event", "Action", "Message", "Intent"].contains { last.hasSuffix($0) }
  }

  /// `event as? DeleteUserEvent`: the type cast to.
  package func castType(_ expression: ExprSyntax) -> String? {
    let value = TargetValue.unwrap(expression)
    if let sequence = value.as(SequenceExprSyntax.self) {
      let items = Array(sequence.elements)
      guard items.count == 3, items[1].is(UnresolvedAsExprSyntax.self) else { return nil }
      return items[2].trimmedText
    }
    return value.as(AsExprSyntax.self)?.type.trimmedText
  }

  /// Follows a same-type method the state or the event is handed to (`return resolve(event,
  /// from: oldState)`, `return handle(state: &state)`, `load()`), up to `maxCallDepth` deep and
  /// never into a method already on the path; its parameters take the names of what is passed.
  /// Returns false when the call is not such a method.
  package func followMethod(
    _ call: FunctionCallExprSyntax, _ context: inout Context, asEffect: Bool
  )
    -> Bool
  {
    if followLocalClosure(call, &context) { return true }
    if followChosenCases(call, &context, asEffect: asEffect) { return true }
    let handsState = followStateClosure(call, &context)
    guard context.depth < Self.maxCallDepth, let name = sameTypeMethodName(call),
      !context.callStack.contains(name), !isEntryPoint(name, call),
      let method = methods[MethodIndex.fullName(name, call)] ?? methods[name],
      let body = method.body
    else { return handsState }
    let saved = reference
    let parameters = Array(method.signature.parameterClause.parameters)
    var passesWhole = false
    var passesPart = false
    var passesEvent = false
    var passesInout = false
    // `case .view(let viewAction): return handleViewAction(viewAction, state: &state)`: the
    // helper's parameter is the payload, and its cases are `view.<case>`.
    var aliases: [String: EventPath] = [:]
    let savedLocals = localValues
    let continuesCase = handsStateAndPayload(call, context)
    for (index, argument) in call.arguments.enumerated() where index < parameters.count {
      let parameter = parameters[index]
      let inner = (parameter.secondName ?? parameter.firstName).text
      var value = argument.expression
      if let passed = value.as(InOutExprSyntax.self) { value = passed.expression }
      if reference.isState(value) {
        reference.stateNames.insert(inner)
        passesWhole = true
        if value.id != argument.expression.id { passesInout = true }
      } else if inner != "_", let path = StateReference.path(value), path.count == 1,
        let prefix = context.eventAliases[path[0]], continuesCase || Self.isEventTyped(parameter)
      {
        // A payload binding (even one that shadows the event's name, `.monitorEvent(let event)`).
        reference.stateNames.remove(inner)
        reference.eventNames.remove(inner)
        aliases[inner] = prefix
        passesEvent = true
      } else if inner != "_", TargetValue.caseName(value) != nil {
        // `transition(to: .running(mode))` whose body sets `state = newState`: the case passed.
        shadowHeldState(inner)
        reference.eventNames.remove(inner)
        localValues[inner] = value
      } else if reference.isEvent(value) || reference.derivesFromEvent(value) {
        reference.eventNames.insert(inner)
        passesEvent = true
      } else if inner != "_" {
        if case .field = reference.access(value) { passesPart = true }
        // A parameter that shadows the state's or the event's name is something else here.
        shadowHeldState(inner)
        reference.eventNames.remove(inner)
      }
    }
    // `return childReducer(state: &state.child, ...)`: a part of the state has its own machine.
    if passesPart && !passesWhole {
      reference = saved
      localValues = savedLocals
      return false
    }
    if passesWhole || passesEvent { followed.insert(name) }
    if handsCopy(passesWhole: passesWhole, passesInout: passesInout, asEffect: asEffect, context) {
      reference = saved
      localValues = savedLocals
      return true
    }
    var inner = context
    inner.defers = []
    inner.eventAliases = passedAliases(call, parameters, context, continuesCase: continuesCase)
    inner.depth += 1
    inner.callStack.append(name)
    inner.eventAliases.merge(aliases) { _, new in new }
    if asEffect { inner.effect = context.effect ?? "\(name)()" }
    // A helper whose result becomes the state returns it, even when called from a closure.
    if inner.returnsNextState { inner.inClosure = false }
    let before = transitions.count
    let savedFlags = knownFlags
    knownFlags = Self.knownFlags(call, parameters)
    // `func first(...) -> Resolution<S> { second(event, state) }`: an implicit return.
    if Self.returnsValue(method), body.statements.count == 1,
      case .expr(let only) = body.statements.first?.item
    {
      returned(only, &inner)
      // What the returned expression's `inout` calls set is where the caller goes on.
      flowEnds[body.statements.id] = (inner.source, inner.fieldFroms)
      flowOn(from: body.statements, changesSince: before, &context)
    } else {
      watchedBodies.insert(body.statements.id)
      walk(body.statements, inner)
      watchedBodies.remove(body.statements.id)
      flowOn(from: body.statements, changesSince: before, &context)
    }
    knownFlags = savedFlags
    reference = saved
    localValues = savedLocals
    for index in before..<transitions.count { transitions[index].line = line(call) }
    flowOnFromLastChange(since: before, &context)
    return true
  }

  /// After a followed step: the last case it set is where the caller's next change starts. A
  /// change a summary tells only once linked is no state to start from yet; one the step's
  /// spawned work makes (`Task { state = next }`) comes after the caller's next step, in no
  /// known order with the work another call spawns. A change made in a `catch` clause is the
  /// step's end only when its work threw: the last change of the path that did not throw
  /// (`do { try open(); state = .ready } catch { state = .failed }`) comes first.
  package func flowOnFromLastChange(since before: Int, _ context: inout Context) {
    let starts = transitions.indices[before...].filter {
      let target = transitions[$0].toNode
      return !target.assigns && target != .unknown && target.methodCall == nil
        && !spawnedChanges.contains($0)
    }
    if let last = starts.last(where: { !caughtChanges.contains($0) }) ?? starts.last {
      context.source = transitions[last].toNode
    }
  }
}

extension TransitionExtractor {
  /// `action is RefreshAvailableRoutes`: the type the event is tested against.
  package func testedType(_ expression: ExprSyntax) -> String? {
    guard
      let items = TargetValue.unwrap(expression).as(SequenceExprSyntax.self)
        .map({ Array($0.elements) }),
      items.count == 3, items[1].is(UnresolvedIsExprSyntax.self), reference.isEvent(items[0])
    else { return nil }
    return items[2].trimmedText
  }

  /// The caller's payload bindings are not in the helper's scope: one is passed on only to a
  /// parameter typed as an event (`handle(_ action: UploadErrorAction)`, whose switch adds its
  /// cases to the event); a value (`processUpdated(_ element: StreamElement)`) picks no event.
  package func passedAliases(
    _ call: FunctionCallExprSyntax, _ parameters: [FunctionParameterSyntax], _ context: Context,
    continuesCase: Bool = false
  ) -> [String: EventPath] {
    var aliases: [String: EventPath] = [:]
    for (index, argument) in call.arguments.enumerated() where index < parameters.count {
      guard let name = StateReference.path(argument.expression), name.count == 1,
        let prefix = context.eventAliases[name[0]],
        continuesCase || Self.isEventTyped(parameters[index])
      else { continue }
      aliases[(parameters[index].secondName ?? parameters[index].firstName).text] = prefix
    }
    return aliases
  }

  /// A parameter typed as an event or a part of one (`UploadErrorAction`, `Action.View`): a
  /// payload binding passed to it keeps its action path; a value (`StreamElement`) does not.
  package static func isEventTyped(_ parameter: FunctionParameterSyntax) -> Bool {
    TypeName.components(TypeName.text(of: parameter.type)).contains { component in
      ReducerSignature.eventTypeSuffixes.contains { component.hasSuffix($0) }
    }
  }
}
