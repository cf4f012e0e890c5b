import ArchgenSyntax
import SwiftSyntax

/// Where the state goes: assignments, returns, relays and subjects, followed method calls.
extension TransitionExtractor {
  /// `state = v`, `state.field = v`, `subject.value = v`, and compound `state.count += 1`.
  package func assigned(_ sequence: SequenceExprSyntax, _ context: inout Context) {
    let items = Array(sequence.elements)
    // `_ = state.stack.popLast()`: the call changes the state; its result is dropped.
    if items.count == 3, items[0].is(DiscardAssignmentExprSyntax.self),
      items[1].is(AssignmentExprSyntax.self),
      let call = TargetValue.unwrap(items[2]).as(FunctionCallExprSyntax.self)
    {
      called(call, &context)
      return
    }
    notePartForwarded(items)
    if isForwardedPart(items) { return }
    guard items.count >= 3, let target = reference.access(items[0]) else {
      // `task = Task { ... state = .content }.asAnyCancellable()`: changes made later.
      if items.count == 3, items[1].is(AssignmentExprSyntax.self), walksClosures {
        for call in Self.calls(in: items[2]) { walkClosures(of: call, context) }
      }
      // `socketConnected = true`: a property whose observer runs here.
      if items.count == 3, items[1].is(AssignmentExprSyntax.self) {
        setProperty(items[0], to: items[2], line: line(sequence), &context)
      }
      return
    }
    let value = Array(items[2...])
    let location = line(sequence)
    if items[1].is(AssignmentExprSyntax.self) {
      if value.count == 1 && valueSwitch(value[0], target, context) { return }
      if target == .whole && value.count == 1
        && (copiedChain(value[0], &context) || copied(value[0], &context)
          || calledOnState(value[0], context) || initializerCopy(value[0], context)
          || assignedFromHelper(resolvedLocal(value[0]), &context) || helperCopy(value[0], context)
          || delegatesToReducer(value[0]))
      {
        return
      }
      if target == .whole && transferred(value, line: location, &context) { return }
      apply(target, TargetValue.branches(value, narrow: narrowing), line: location, &context)
    } else if StateMutationDetector.isCompoundAssignment(items[1]), case .field(let field) = target
    {
      emitField(field, .unknown, line: location, context)
    }
  }

  /// `locationState = reduceRequestLocation(action: action, state: state)`: a helper handed the
  /// whole state whose result becomes the state; what it returns is the change.
  /// `currentState = processEnded(location)` in a class holding its state: a helper of this
  /// type declared to return the state's type is followed the same way.
  private func assignedFromHelper(_ value: ExprSyntax, _ context: inout Context) -> Bool {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self) else {
      return false
    }
    let handsState = returnsState && call.arguments.contains { reference.isState($0.expression) }
    let returnsStateType =
      sameTypeMethodName(call).flatMap { methods[$0]?.signature.returnClause?.type }.map(
        isStateType) == true
    guard handsState || returnsStateType else { return false }
    var inner = context
    inner.returnsNextState = true
    return followMethod(call, &inner, asEffect: false)
  }

  /// `newState = settingsReducer(state: &newState, action: a)`, or the call as a statement: a
  /// copied part of the state handed to another reducer.
  package func notePartForwarded(_ items: [ExprSyntax]) {
    let value = items.count == 3 && items[1].is(AssignmentExprSyntax.self) ? items[2] : items[0]
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self) else { return }
    for argument in call.arguments {
      guard let passed = argument.expression.as(InOutExprSyntax.self),
        let name = passed.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        partLocals[name] != nil
      else { continue }
      forwardedParts.insert(name)
    }
  }

  /// `state.settings = newState` where `newState` copied `state.settings` and went through
  /// another reducer: the child's machine, not this one's change.
  private func isForwardedPart(_ items: [ExprSyntax]) -> Bool {
    if isSubReducerResult(items) { return true }
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      let name = TargetValue.unwrap(items[2]).as(DeclReferenceExprSyntax.self)?.baseName.text,
      forwardedParts.contains(name), case .field(let field) = reference.access(items[0])
    else { return false }
    return partLocals[name] == field
  }

  /// Emits the transitions of a state change; a single unconditional change of the whole state
  /// also moves `from` on, so that later changes in the same path chain from it.
  package func apply(
    _ target: StateReference.Access, _ branches: [ValueBranch], line: Int, _ context: inout Context
  ) {
    var moved: [Node] = []
    var movedField: (field: String, node: Node)?
    for var branch in branches {
      switch target {
      case .whole:
        // `let newState = AuthState.configuring; state = newState` (a field's type is not known,
        // so a local's factory call is not read as its case).
        branch.expression = branch.expression.map(resolvedLocal)
        let keeps = branch.expression.map { reference.isState($0) } ?? false
        let to: Node? =
          keeps ? nil : branch.expression.flatMap(caseOfState).map(Node.init(read:)) ?? .unknown
        moved.append(to ?? .any)
        guard let to, !followedHelperBranch(branch, context) else { continue }
        var branchContext = context
        if let from = branch.from { branchContext.source = from }
        emit(to: to, guards: branch.guards, line: line, branchContext)
      case .field(let field):
        var value = branch.expression.map(resolvedParameter).map(Self.valueNode) ?? .unknown
        // `state.images[url] = .none` removes the element: Optional's `none`.
        if field.hasSuffix("[]") && value == Node(read: "none") { value = Node(read: "nil") }
        // `isRecording = false` where the path wrote `false` already (a helper resetting it
        // again): the value it holds, no edge of its own.
        if branch.from == nil, value != .unknown, context.writtenFields.contains(field),
          context.fieldFroms[field] == .setting(field, to: value)
        {
          continue
        }
        var branchContext = context
        if let own = context.fieldFroms[field] { branchContext.source = own }
        if let from = branch.from { branchContext.source = from }
        emit(to: .setting(field, to: value), guards: branch.guards, line: line, branchContext)
        if branches.count == 1 && value != .unknown {
          movedField = (field, .setting(field, to: value))
        }
      }
    }
    moveOn(to: moved, &context)
    if let movedField {
      context.fieldFroms[movedField.field] = movedField.node
      context.writtenFields.insert(movedField.field)
    }
  }

  /// `field=value` from the field's own known value when there is one.
  package func emitField(_ field: String, _ value: Node, line: Int, _ context: Context) {
    var context = context
    if let own = context.fieldFroms[field] { context.source = own }
    emit(to: .setting(field, to: value), guards: [], line: line, context)
  }

  package func emit(to: Node, guards: [String], line: Int, _ context: Context) {
    if context.source == .any && !context.excludedFrom.isEmpty {
      exclusions[transitions.count] = context.excludedFrom.map(\.text)
    }
    let alsoFrom = to.assigns ? [] : context.alsoFrom.filter { $0 != context.source }
    for from in [context.source] + alsoFrom where from != to || !context.flowStarts.contains(from) {
      if context.spawned { spawnedChanges.insert(transitions.count) }
      transitions.append(
        Transition(
          from: from, to: to, event: context.eventPath, guards: context.guards + guards,
          effect: context.effect, line: line))
    }
  }

  /// `_state.accept(.x)`, `subject.send(.x)`, `relay.onNext(.x)`, or a same-type method call.
  package func called(_ call: FunctionCallExprSyntax, _ context: inout Context) {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      ["accept", "send", "onNext"].contains(member.declName.baseName.text),
      reference.access(base) == .whole, let argument = call.arguments.first?.expression
    {
      apply(.whole, TargetValue.branches(argument, narrow: narrowing), line: line(call), &context)
      return
    }
    // `state.items.append(x)`, `state.isOn.toggle()`: a mutating call on a field.
    // `state.append(x)` on a collection state: a new value that cannot be told.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      reference.isState(base), ReturnShape.mutatingMethods.contains(member.declName.baseName.text)
    {
      emit(
        to: Self.emptied(call) ? .emptyCollection : .unknown, guards: [], line: line(call), context)
      return
    }
    // `state.mutate { $0.mode = .idle }`, `state.withLock { $0 = nil }`: the closure's `$0` is
    // the state.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      reference.isState(base),
      call.trailingClosure != nil
        || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
      copied(ExprSyntax(call), &context)
    {
      return
    }
    if followFieldMethod(call, &context) { return }
    // `state.items.append(x)`; a call on something deeper (`state.child.action.onNext(x)`)
    // changes that object, not the state, unless the method is a known mutating one.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      case .field(let field) = reference.access(base),
      !field.contains(".") || ReturnShape.mutatingMethods.contains(member.declName.baseName.text)
    {
      if let placeholder = fieldMethodPlaceholder(call, field: field) {
        var inner = context
        if let own = context.fieldFroms[field] { inner.source = own }
        emit(to: placeholder, guards: [], line: line(call), inner)
        return
      }
      emitField(field, Self.emptied(call) ? .emptyCollection : .unknown, line: line(call), context)
      return
    }
    notePartForwarded([ExprSyntax(call)])
    // `request.observe(on: q).subscribe(onSuccess: { … }, onFailure: { … }).disposed(by: bag)`:
    // the callbacks of every call in the chain run later for this event.
    if walksClosures {
      // `update(viewModel: vm) { state in state.loading = true }` changes the state now: what
      // its closure sets is where the next change starts.
      let now = call.trailingClosure.flatMap { receivesState($0) ? $0.statements : nil }
      if let now { watchedBodies.insert(now.id) }
      let before = transitions.count
      for link in Self.calls(in: ExprSyntax(call)) { walkClosures(of: link, context) }
      if let now {
        watchedBodies.remove(now.id)
        flowOn(from: now, changesSince: before, &context)
      }
    }
    if followStateMethod(call, &context) { return }
    if followMethod(call, &context, asEffect: true) { return }
    // A helper handed the state `inout`: followed where its body is in this file (and inside
    // an effect's arguments), else a placeholder that linking fills with the body's summary.
    if followInoutArguments(ExprSyntax(call), &context) { return }
    if inoutHelperCall(ExprSyntax(call), context) { return }
    // `state.trimConnections()` on a state handed in as a value, its result dropped: a
    // mutating method declared elsewhere, drawn as what it sets once all files are read.
    if stateIsValue, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, reference.isState(base), call.trailingClosure == nil,
      !isNonMutatingStateMethod(member.declName.baseName.text)
    {
      emit(to: summaryPlaceholder(call, member), guards: [], line: line(call), context)
    }
  }

  /// `state.pollFilters(client:)`, declared on the state without `mutating`: it cannot change a
  /// value state (it runs a request, dispatches later), so its dropped result is no edge.
  private func isNonMutatingStateMethod(_ name: String) -> Bool {
    guard let method = stateMethods[name] else { return false }
    return !method.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
      && method.signature.returnClause == nil
  }

  /// Closures run later (`Task { }`, completion handlers) change the state too, unless the
  /// reducer only returns its next state from a value it was handed.
  package var walksClosures: Bool { !returnsState || stateIsHeld }

  /// `Task { }.asAnyCancellable()`: the calls of a chain, outermost first.
  package static func calls(in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var current: ExprSyntax? = TargetValue.unwrap(expression)
    while let value = current {
      if let call = value.as(FunctionCallExprSyntax.self) {
        result.append(call)
        current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
      } else if let member = value.as(MemberAccessExprSyntax.self) {
        current = member.base
      } else {
        current = nil
      }
    }
    return result
  }

  /// `removeAll()` empties; `removeAll { ... }` and `removeAll(where:)` leave what is not told.
  private static func emptied(_ call: FunctionCallExprSyntax) -> Bool {
    let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return name == "removeAll" && call.arguments.isEmpty && call.trailingClosure == nil
  }

  /// `state.recordLap()`: a mutating method of the state type, read with `self` as the state.
  private func followStateMethod(_ call: FunctionCallExprSyntax, _ context: inout Context) -> Bool {
    let name: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, reference.isState(base)
    {
      name = member.declName.baseName.text
    } else if bareCallsOnSelf, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = callee.baseName.text
    } else {
      return false
    }
    guard context.depth < Self.maxCallDepth, !context.callStack.contains(name),
      let method = stateMethods[name], let body = method.body,
      method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) })
    else { return false }
    let saved = reference
    reference = StateReference(stateNames: [], eventNames: saved.eventNames)
    reference.selfIsState = true
    reference.selfFields = stateFields
    var inner = context
    inner.defers = []
    inner.depth += 1
    inner.callStack.append(name)
    let before = transitions.count
    // What it sets on its main path is where the case's next change of those fields starts.
    let watch = !watchedBodies.contains(body.statements.id)
    if watch { watchedBodies.insert(body.statements.id) }
    walk(body.statements, inner)
    reference = saved
    for index in before..<transitions.count { transitions[index].line = line(call) }
    if watch {
      watchedBodies.remove(body.statements.id)
      flowOn(from: body.statements, changesSince: before, &context)
    }
    return true
  }

  /// State changes made later, in `Task { }` or a completion handler, are still the case's.
  package func walkClosures(of call: FunctionCallExprSyntax, _ context: Context) {
    // `Timer.scheduledTimer(..., repeats: true) { }`: its ticks are later events.
    if call.arguments.contains(where: {
      $0.label?.text == "repeats"
        && $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }) {
      return
    }
    var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    closures += call.additionalTrailingClosures.map(\.closure)
    var inner = context
    inner.inClosure = true
    inner.defers = []
    // A closure's bare expressions are not the reducer's value (`await MainActor.run { }`).
    inner.valueTarget = nil
    let racesBelow = !closures.isEmpty && writesBelow(call)
    for closure in closures {
      var body = inner
      if RunsOnce.isBody(closure) {
        body.spawned = true
        if deferSpawned(closure, body) { continue }
      } else if racesBelow {
        body.source = .any
        (body.alsoFrom, body.excludedFrom, body.fieldFroms, body.flowStarts) = ([], [], [:], [])
      }
      walk(closure.statements, body)
    }
  }

  package func sameTypeMethodName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    // `self.load()`, and `self?.load()` in a closure that holds `self` weakly.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      SameTypeCalls.isSelf(member.base)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// Sets where the transitions below start; a field's value is also kept for that field's own
  /// changes.
  package func narrow(to from: Node, _ context: inout Context) {
    context.source = from
    context.flowStarts = []
    if let path = from.assignedPath {
      context.fieldFroms[path] = from
      context.writtenFields.remove(path)
    } else {
      context.alsoFrom = []
    }
  }
}
