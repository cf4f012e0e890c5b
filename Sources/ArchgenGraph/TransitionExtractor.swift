import ArchgenSyntax
import SwiftSyntax

/// A case pattern seen in a switch over the state or the event, kept for `--strict`.
package struct CaseRecord: Sendable, Equatable {
  package var switchID: Int
  package var from: String
  package var event: String
  package var restrictive: Bool
  package var hasGuard: Bool
  package var isDefault = false
  package var line: Int
  package var column: Int
}

/// Walks a reducer's body and turns every state change into a transition.
package final class TransitionExtractor {
  package struct Context {
    /// Where the transitions below start: `*` until a case or a condition pins the state.
    package var source = Node.any
    /// The known value of each field looked at or set on this path (`mode` → `mode=idle`).
    package var fieldFroms: [String: Node] = [:]
    /// The fields whose known value the path wrote (not one a test gave): writing that value
    /// again is where the field already is, no edge.
    package var writtenFields: Set<String> = []
    /// The event of the transitions below: `*` until a switch or a condition picks one.
    package var eventPath = EventPath.any
    package var guards: [String] = []
    package var effect: String?
    package var depth = 0
    /// Methods being followed, outermost first, so that recursion is not followed.
    package var callStack: [String] = [] {
      didSet { if callStack.count > oldValue.count { callerGuards = guards.count } }
    }
    /// How many of `guards` the callers of the body being walked tested (`PathGuards`).
    package var callerGuards = 0
    /// States an early exit has left behind (`if case .finished = state { return state }`):
    /// `*` below it means every other state.
    package var excludedFrom: [Node] = []
    /// Payload bindings of the event (`.action(let action)`), by name, with their event prefix.
    package var eventAliases: [String: EventPath] = [:]
    /// Payloads of a case an `if case`/`guard case` picked from the event, by name, with that
    /// event: a switch over one names the payload's cases (an `if case` on one does not).
    package var matchedPayloads: [String: EventPath] = [:]
    /// Index of the first transition of the current case, so a returned effect can be attached.
    package var caseStart = 0
    /// Inside a closure (`Task { }`, a completion handler): its `return` is not the reducer's.
    package var inClosure = false
    /// Bool properties of the type (not the state) the path has set to a literal
    /// (`socketConnected = false`): a later test of one is decided (`PropertyObserverSteps`).
    package var knownProperties: [String: Bool] = [:]
    /// Inside work a call spawns and does not wait for (`Task { }`, `queue.async { }`): it runs
    /// after the code below the call, so its changes are not where that code starts.
    package var spawned = false
    /// Inside a `switch`/`if` used as a value (`state = switch event { ... }`, or the implicit
    /// return of a one-expression reducer): a branch's bare expression is the new state.
    package var valueTarget: StateReference.Access?
    /// Inside a state method that returns a changed copy: its `return` is a chain of copies.
    package var returnsCopy = false
    /// Inside a helper whose result becomes the state (`state = nextState(after: x)`): its
    /// `return`s are the state's new values, even when the reducer itself returns nothing.
    package var returnsNextState = false
    /// On a path where an optional state is nil (`if let old = state { return old }` above, the
    /// `else` of `guard let state`): what it returns is the first state, not a transition.
    package var stateIsNil = false
    /// `event` names a case a switch matched (not a type an `as?` cast picked, which a later
    /// switch over the cast value refines).
    package var eventIsCase = false
    /// `defer` bodies of the blocks being walked, outermost first: they run at every exit.
    package var defers: [CodeBlockItemListSyntax] = []
    /// Other values the whole state may hold here (`if reset { state = .loading }` above): the
    /// changes below start from each of them as well as from `from`.
    package var alsoFrom: [Node] = []
    /// The values a multi-valued change left (`state = ok ? .a : .b`, an `if`/`else`): writing
    /// one of them again is where the flow already is, no edge.
    package var flowStarts: [Node] = []

    /// `source` as the machine writes it, for the finders that start a walk at a state or an
    /// event they read as a name.
    package var from: String {
      get { source.text }
      set { source = Node(read: newValue) }
    }

    /// `eventPath` as the machine writes it, for the finders that start a walk at an event.
    package var event: String {
      get { eventPath.text }
      set { eventPath = EventPath(newValue) }
    }
  }

  package var reference: StateReference
  package let returnsState: Bool
  /// Its `return`s wrap the next state (`StateResolution(newState: .x)`, `.next(model)`); a
  /// wrapper with no state in it (`.noChange`, `.dispatchEffects(...)`) keeps the state.
  package var returnsWrapper = false
  /// The state type's name as written, for locals declared with it (`let next: State`).
  package var stateTypeName: String?
  /// The state is a value handed to the reducer (a parameter, not an object it stores): a call
  /// on it whose result is dropped is a mutating method (`state.trimConnections()`).
  package var stateIsValue = false
  /// The state is stored by the object whose handler this is (a view model's `state`).
  package var stateIsHeld = false
  /// Locals holding a state's value (`let newState = AuthState.configuring`), by name.
  package var localValues: [String: ExprSyntax] = [:]
  /// Locals copying a part of the state (`var newState = state.settings`), by name, with the
  /// field; those handed to another reducer (`settingsReducer(state: &newState, ...)`) are in
  /// `forwardedParts`: assigning one back (`state.settings = newState`) only forwards.
  package var partLocals: [String: String] = [:]
  package var forwardedParts: Set<String> = []
  /// The state initializer's labels that set a field of another name, once read.
  package var initializerFields: [String: String]?
  /// Parameters of a followed copy method, by name, with the literal or case passed to them.
  package var parameterValues: [String: ExprSyntax] = [:]
  /// Ternaries of cases handed to a helper being followed once per case.
  package var choosingArguments: Set<SyntaxIdentifier> = []
  /// Bool parameters of a followed helper that the call gave a literal (`isBlocking: false`).
  package var knownFlags: [String: Bool] = [:]
  /// The observers of the type's other properties that its own methods set, by property: they
  /// run where a method sets the property (`PropertyObserverSteps`).
  package var observerSteps: [String: CodeBlockItemListSyntax] = [:]
  /// Bodies of followed helpers, and the field values their main path ends with.
  package var watchedBodies: Set<SyntaxIdentifier> = []
  package var flowEnds: [SyntaxIdentifier: (from: Node, fields: [String: Node])] = [:]
  /// Transitions made in spawned work (`Context.spawned`), by index.
  package var spawnedChanges: Set<Int> = []
  /// Transitions made in a `catch` clause, by index: the path taken only when the work threw.
  package var caughtChanges: Set<Int> = []
  /// Per block being walked, the work spawned in it, walked when its path ends.
  package var spawnedWork: [[(ClosureExprSyntax, Context)]] = []
  /// Same-type methods followed from this reducer: helpers, not machines of their own.
  package var followed: Set<String> = []
  /// The machine's own ways in (`dispatch`, `send`): a call to one, even from a callback a
  /// helper registers (`{ [weak self] in self?.dispatch(.didProgress(v)) }`), is an event the
  /// machine receives later, never a helper of the case that made it.
  package var entryPoints: Set<String> = []
  /// The entry points' full names (`process(viewAction:)`), for `isEntryPoint`.
  package var entryFullNames: Set<String> = []
  /// Local closures that write the state, with what they write (`let update = { state = $0 }`).
  package var localWriters: [String: StateReference.Access] = [:]
  /// Other local closures, which a case may call as it calls a method.
  package var localClosures: [String: ClosureExprSyntax] = [:]
  /// `return nil` gives the state `nil` (an optional state) rather than leaving it unchanged.
  package var nilIsState = false
  /// Methods and stored properties of the state type, for `state.recordLap()`.
  package var stateMethods: [String: FunctionDeclSyntax] = [:]
  package var stateFields: Set<String> = []
  /// Computed Bools of a held state's enum or its holder that ask which case it is in.
  package var casePredicates = CasePredicates()
  /// Every type's methods and stored properties in this file, for a field's own methods.
  package var fileMethods: [String: [String: FunctionDeclSyntax]] = [:]
  package var fileProperties: [String: Set<String>] = [:]
  /// Inside a field's mutating method: a bare `update()` is a method of the same field.
  package var bareCallsOnSelf = false
  /// How deep followed calls may go (`load()` calling `fetch()`), never into a method already
  /// on the path.
  package static let maxCallDepth = 3
  package let methods: [String: FunctionDeclSyntax]
  package let converter: SourceLocationConverter
  package var transitions: [Transition] = []
  /// `var state = state ?? []`: the value a missing state starts at.
  package var defaultInitial: String?
  /// Per transition index, the states its `*` source leaves out.
  package var exclusions: [Int: [String]] = [:]
  package private(set) var cases: [CaseRecord] = []
  private var switchCount = 0

  package init(
    reference: StateReference, returnsState: Bool, methods: [String: FunctionDeclSyntax],
    converter: SourceLocationConverter
  ) {
    self.reference = reference
    self.returnsState = returnsState
    self.methods = methods
    self.converter = converter
  }

  package func line(_ node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }

  package func column(_ node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).column
  }

  /// Walks statements in order; a `return`, `break` or `throw` ends the path.
  package func walk(_ items: CodeBlockItemListSyntax, _ start: Context) {
    var context = start
    var declaredDefers = 0
    // Locals that shadow the state's names do so to the end of this block.
    var shadowedLocals: [(name: String, wasSelfOnly: Bool)] = []
    defer { restoreShadowed(shadowedLocals.reversed()) }
    spawnedWork.append([])
    defer { walkSpawned(endingAt: context) }
    for item in items {
      if case .stmt(let node) = item.item, let deferStatement = node.as(DeferStmtSyntax.self) {
        context.defers.append(deferStatement.body.statements)
        declaredDefers += 1
        continue
      }
      // `try await load()` may leave here, from the value the state holds before it.
      if !context.defers.isEmpty && Self.mayThrow(item) { runDefers(context) }
      switch item.item {
      case .decl(let decl):
        // `#if os(iOS) state.mode = .compact #endif` in a case body: every clause is read.
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .statements(let statements) = clause.elements { walk(statements, context) }
          }
          continue
        }
        if noteChangedCopy(decl, in: items, &context) { continue }
        notePayloadLocal(decl, &context)
        shadowedLocals += noteLocalCopy(decl)
        // `let action = Sync(onCompletion: { [weak self] in self?.state = .synced })`.
        if walksClosures, let variable = decl.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            // `let image = try await api.upload(data, onProgress: { … })` too.
            if let value = binding.initializer?.value, walkAwaited(value, &context) { continue }
            if let value = binding.initializer?.value,
              let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self)
            {
              walkClosures(of: call, context)
            }
          }
        }
      case .expr(let node):
        handleExpression(node, &context)
        // `fatalError()`: the path ends, as after a `throw`.
        if NeverReturningCall.isTrap(node) { return }
      case .stmt(let node):
        if !handleStatement(node, &context) {
          // A function's own `return` is where its caller goes on, once it has been followed.
          if node.is(ReturnStmtSyntax.self), watchedBodies.contains(items.id),
            items.parent?.parent?.is(FunctionDeclSyntax.self) == true
          {
            flowEnds[items.id] = (context.source, context.fieldFroms)
          }
          return
        }
      }
    }
    if declaredDefers > 0 { runDefers(context, only: declaredDefers) }
    if watchedBodies.contains(items.id) {
      flowEnds[items.id] = (context.source, context.fieldFroms)
    }
  }

  /// Handles one statement; returns false when the path ends there.
  package func handleStatement(_ statement: StmtSyntax, _ context: inout Context) -> Bool {
    if let labeled = statement.as(LabeledStmtSyntax.self) {
      return handleStatement(labeled.statement, &context)
    }
    if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
      handleExpression(expressionStatement.expression, &context)
    } else if let returnStatement = statement.as(ReturnStmtSyntax.self) {
      if let assignment = Self.returnedAssignment(returnStatement) {
        handleExpression(assignment, &context)
        runDefers(context)
        return false
      }
      // `return try await withCheckedThrowingContinuation { … }`: its closure runs, then the
      // method returns what the call gives.
      if let value = returnStatement.expression, walkAwaited(value, &context) {
        runDefers(context)
        return false
      }
      runDefers(context)
      if let value = returnStatement.expression, context.returnsCopy {
        _ = copiedChain(value, &context)
      } else if let value = returnStatement.expression, !context.inClosure {
        returned(value, &context)
      }
      return false
    } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
      if !guarded(guardStatement, &context) { return false }
    } else if statement.is(ThrowStmtSyntax.self) {
      runDefers(context)
      return false
    } else if statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self) {
      return false
    } else if let doStatement = statement.as(DoStmtSyntax.self) {
      walk(doStatement.body.statements, context)
      let thrownFrom = stateBeforeFirstTry(doStatement.body.statements)
      // What a listening loop throws arrives later too.
      let listens = ReceiveLoop.holdsLater(doStatement.body.statements)
      for clause in doStatement.catchClauses where !listens {
        var caught = context
        caught.guards.append("catch")
        if let thrownFrom { caught.source = thrownFrom }
        let before = transitions.count
        walk(clause.body.statements, caught)
        caughtChanges.formUnion(before..<transitions.count)
      }
    } else if let loop = statement.as(ForStmtSyntax.self) {
      // A listening loop's elements, and its end, arrive later (`ReceiveLoop`).
      if ReceiveLoop.isLater(loop) { return false }
      walk(loop.body.statements, context)
    } else if let loop = statement.as(WhileStmtSyntax.self) {
      walk(loop.body.statements, context)
    }
    return true
  }

  package func handleExpression(_ node: ExprSyntax, _ context: inout Context) {
    if walkAwaited(node, &context) { return }
    let expression = TargetValue.unwrap(node)
    if valueBranchCopy(expression, &context) { return }
    if let target = context.valueTarget, isValue(expression) {
      apply(
        target, TargetValue.branches(expression, narrow: narrowing), line: line(expression),
        &context)
      return
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      switched(switchExpression, context)
      context.excludedFrom += exitedStates(switchExpression)
    } else if let ifExpression = expression.as(IfExprSyntax.self) {
      if decidedBranch(ifExpression, &context) { return }
      branchedMayMove(ifExpression, &context)
      if let state = earlyExit(ifExpression) {
        context.excludedFrom.append(state)
      } else {
        exitedByQuestion(ifExpression, &context)
        exitedOnFlag(ifExpression, &context)
      }
      if bindsStateAndExits(ifExpression) { context.stateIsNil = true }
    } else if let sequence = expression.as(SequenceExprSyntax.self) {
      assigned(sequence, &context)
    } else if let call = expression.as(FunctionCallExprSyntax.self) {
      if calledLocalWriter(call, &context) { return }
      called(call, &context)
    }
  }

  /// A bare expression that can be a state's value: a case, a literal, a ternary, the state.
  private func isValue(_ expression: ExprSyntax) -> Bool {
    if expression.is(SwitchExprSyntax.self) || expression.is(IfExprSyntax.self) { return false }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
        && !sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }
    return TargetValue.caseName(expression) != nil || reference.isState(expression)
  }

  /// `state = switch event { ... }`, `return if ready { .a } else { .b }`: branches are values.
  package func valueSwitch(_ value: ExprSyntax, _ target: StateReference.Access, _ context: Context)
    -> Bool
  {
    var inner = context
    inner.valueTarget = target
    let value = TargetValue.unwrap(value)
    if let node = value.as(SwitchExprSyntax.self) {
      switched(node, inner)
    } else if let node = value.as(IfExprSyntax.self) {
      branched(node, inner)
    } else {
      return false
    }
    return true
  }

  /// `if case .finished = state { return ... }` with no `else`: the state it leaves behind.
  private func earlyExit(_ node: IfExprSyntax) -> Node? {
    guard node.elseBody == nil, node.conditions.count == 1,
      case .matchingPattern(let match) = node.conditions.first?.condition,
      reference.isState(match.initializer.value),
      node.body.statements.last?.item.is(ReturnStmtSyntax.self) == true
    else { return nil }
    let name = CasePattern.name(of: Syntax(match.pattern)).node
    return name == .any ? nil : name
  }

  /// `if let old = state { return old }` with no `else`: below it the state is nil.
  private func bindsStateAndExits(_ node: IfExprSyntax) -> Bool {
    guard node.elseBody == nil, node.conditions.count == 1,
      case .optionalBinding(let binding) = node.conditions.first?.condition,
      let value = binding.initializer?.value
        ?? binding.pattern.as(IdentifierPatternSyntax.self)
        .map({ ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier)) }),
      reference.isState(value)
    else { return false }
    return node.body.statements.last?.item.is(ReturnStmtSyntax.self) == true
  }

  package func nextSwitchID() -> Int {
    switchCount += 1
    return switchCount
  }

  package func record(_ record: CaseRecord) { cases.append(record) }
}
