import SwiftSyntax

/// A case pattern seen in a switch over the state or the event, kept for `--strict`.
struct CaseRecord: Sendable, Equatable {
  var switchID: Int
  var from: String
  var event: String
  var restrictive: Bool
  var hasGuard: Bool
  var isDefault = false
  var line: Int
  var column: Int
}

/// Walks a reducer's body and turns every state change into a transition.
final class TransitionExtractor {
  struct Context {
    var from = StateMachine.anyState
    var event = StateMachine.anyState
    var guards: [String] = []
    var effect: String?
    var depth = 0
    /// Payload bindings of the event (`.action(let action)`), by name, with their event prefix.
    var eventAliases: [String: String] = [:]
    /// Index of the first transition of the current case, so a returned effect can be attached.
    var caseStart = 0
    /// Inside a closure (`Task { }`, a completion handler): its `return` is not the reducer's.
    var inClosure = false
  }

  var reference: StateReference
  let returnsState: Bool
  let methods: [String: FunctionDeclSyntax]
  let converter: SourceLocationConverter
  private(set) var transitions: [Transition] = []
  private(set) var cases: [CaseRecord] = []
  private var switchCount = 0

  init(
    reference: StateReference, returnsState: Bool, methods: [String: FunctionDeclSyntax],
    converter: SourceLocationConverter
  ) {
    self.reference = reference
    self.returnsState = returnsState
    self.methods = methods
    self.converter = converter
  }

  func line(_ node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }

  func column(_ node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).column
  }

  /// Walks statements in order; a `return`, `break` or `throw` ends the path.
  func walk(_ items: CodeBlockItemListSyntax, _ start: Context) {
    var context = start
    for item in items {
      switch item.item {
      case .decl(let decl):
        noteLocalCopy(decl)
      case .expr(let node):
        handleExpression(node, &context)
      case .stmt(let node):
        if !handleStatement(node, &context) { return }
      }
    }
  }

  /// Handles one statement; returns false when the path ends there.
  private func handleStatement(_ statement: StmtSyntax, _ context: inout Context) -> Bool {
    if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
      handleExpression(expressionStatement.expression, &context)
    } else if let returnStatement = statement.as(ReturnStmtSyntax.self) {
      if let value = returnStatement.expression, !context.inClosure { returned(value, context) }
      return false
    } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
      guarded(guardStatement, &context)
    } else if statement.is(BreakStmtSyntax.self) || statement.is(ThrowStmtSyntax.self)
      || statement.is(ContinueStmtSyntax.self)
    {
      return false
    } else if let doStatement = statement.as(DoStmtSyntax.self) {
      walk(doStatement.body.statements, context)
      for clause in doStatement.catchClauses {
        var caught = context
        caught.guards.append("catch")
        walk(clause.body.statements, caught)
      }
    } else if let loop = statement.as(ForStmtSyntax.self) {
      walk(loop.body.statements, context)
    } else if let loop = statement.as(WhileStmtSyntax.self) {
      walk(loop.body.statements, context)
    } else if let deferStatement = statement.as(DeferStmtSyntax.self) {
      walk(deferStatement.body.statements, context)
    }
    return true
  }

  private func handleExpression(_ node: ExprSyntax, _ context: inout Context) {
    let expression = TargetValue.unwrap(node)
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      switched(switchExpression, context)
    } else if let ifExpression = expression.as(IfExprSyntax.self) {
      branched(ifExpression, context)
    } else if let sequence = expression.as(SequenceExprSyntax.self) {
      assigned(sequence, &context)
    } else if let call = expression.as(FunctionCallExprSyntax.self) {
      called(call, &context)
    }
  }

  /// `var copy = state` makes `copy` a name of the state too.
  private func noteLocalCopy(_ decl: DeclSyntax) {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value, reference.isState(value)
      else { continue }
      reference.stateNames.insert(name)
    }
  }

  /// `state = v`, `state.field = v`, `subject.value = v`, and compound `state.count += 1`.
  private func assigned(_ sequence: SequenceExprSyntax, _ context: inout Context) {
    let items = Array(sequence.elements)
    guard items.count >= 3, let target = reference.access(items[0]) else { return }
    let value = Array(items[2...])
    let location = line(sequence)
    if items[1].is(AssignmentExprSyntax.self) {
      apply(target, TargetValue.branches(value, narrow: narrowing), line: location, &context)
    } else if StateMutationDetector.isCompoundAssignment(items[1]), case .field(let field) = target
    {
      emit(to: "\(field)=\(StateMachine.unknownState)", guards: [], line: location, context)
    }
  }

  /// Emits the transitions of a state change; a single unconditional change of the whole state
  /// also moves `from` on, so that later changes in the same path chain from it.
  func apply(
    _ target: StateReference.Access, _ branches: [ValueBranch], line: Int, _ context: inout Context
  ) {
    var moved: String?
    for branch in branches {
      switch target {
      case .whole:
        if let value = branch.expression, reference.isState(value) { continue }
        let to = branch.expression.flatMap(TargetValue.caseName) ?? StateMachine.unknownState
        var branchContext = context
        if let from = branch.from { branchContext.from = from }
        emit(to: to, guards: branch.guards, line: line, branchContext)
        if branches.count == 1 && to != StateMachine.unknownState { moved = to }
      case .field(let field):
        let value = branch.expression.map(TargetValue.fieldValue) ?? StateMachine.unknownState
        var branchContext = context
        if let from = branch.from { branchContext.from = from }
        emit(to: "\(field)=\(value)", guards: branch.guards, line: line, branchContext)
      }
    }
    if let moved { context.from = moved }
  }

  func emit(to: String, guards: [String], line: Int, _ context: Context) {
    let allGuards = context.guards + guards
    transitions.append(
      Transition(
        from: context.from, to: to, event: context.event,
        guardText: allGuards.isEmpty ? nil : allGuards.joined(separator: " && "),
        effect: context.effect, line: line))
  }

  private func returned(_ value: ExprSyntax, _ context: Context) {
    guard returnsState else {
      attachEffect(value, context)
      return
    }
    var context = context
    var branches = TargetValue.branches(value, narrow: narrowing)
    // `return (newState, effect)`: the state is the first element.
    branches = branches.map { branch in
      guard let tuple = branch.expression?.as(TupleExprSyntax.self), tuple.elements.count > 1,
        let first = tuple.elements.first
      else { return branch }
      return ValueBranch(guards: branch.guards, expression: first.expression, from: branch.from)
    }
    branches.removeAll {
      $0.expression.map(TargetValue.unwrap)?.is(NilLiteralExprSyntax.self) == true
    }
    apply(.whole, branches, line: line(value), &context)
  }

  /// `return loadUser(...)` in a reducer that mutates its state: the call is the case's effect.
  private func attachEffect(_ value: ExprSyntax, _ context: Context) {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      let name = sameTypeMethodName(call), name.first?.isLowercase == true,
      context.caseStart < transitions.count
    else { return }
    for index in context.caseStart..<transitions.count where transitions[index].effect == nil {
      transitions[index].effect = "\(name)()"
    }
  }

  /// `_state.accept(.x)`, `subject.send(.x)`, `relay.onNext(.x)`, or a same-type method call.
  private func called(_ call: FunctionCallExprSyntax, _ context: inout Context) {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      ["accept", "send", "onNext"].contains(member.declName.baseName.text),
      reference.access(base) == .whole, let argument = call.arguments.first?.expression
    {
      apply(.whole, TargetValue.branches(argument, narrow: narrowing), line: line(call), &context)
      return
    }
    // `state.items.append(x)`, `state.isOn.toggle()`: a mutating call on a field.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      case .field(let field) = reference.access(base)
    {
      emit(to: "\(field)=\(StateMachine.unknownState)", guards: [], line: line(call), context)
      return
    }
    if !returnsState { walkClosures(of: call, context) }
    guard context.depth == 0, let name = sameTypeMethodName(call), let method = methods[name],
      let body = method.body
    else { return }
    var inner = context
    inner.depth = 1
    inner.effect = "\(name)()"
    let before = transitions.count
    walk(body.statements, inner)
    for index in before..<transitions.count { transitions[index].line = line(call) }
    if let last = transitions[before...].last(where: { !$0.to.contains("=") && $0.to != "?" }) {
      context.from = last.to
    }
  }

  /// State changes made later, in `Task { }` or a completion handler, are still the case's.
  private func walkClosures(of call: FunctionCallExprSyntax, _ context: Context) {
    var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    closures += call.additionalTrailingClosures.map(\.closure)
    var inner = context
    inner.inClosure = true
    for closure in closures { walk(closure.statements, inner) }
  }

  private func sameTypeMethodName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// `state == .online` (either way round) pins the state to `online`.
  func narrowing(_ elements: [ExprSyntax]) -> String? {
    guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    if reference.isState(elements[0]) { return TargetValue.caseName(elements[2]) }
    if reference.isState(elements[2]) { return TargetValue.caseName(elements[0]) }
    return nil
  }

  func nextSwitchID() -> Int {
    switchCount += 1
    return switchCount
  }

  func record(_ record: CaseRecord) { cases.append(record) }
}
