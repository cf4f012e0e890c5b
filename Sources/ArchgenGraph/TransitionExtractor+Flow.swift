import SwiftSyntax

/// How the state flows on along a path: what a step sets is where the next change starts.
/// Helpers called with a literal (`startLoading(isInteractionBlocking: false)`, or
/// `findVehicle()` with `resetState: Bool = true`) run one branch of `if isInteractionBlocking`,
/// in the caller's flow; a field a followed helper, or a closure handed the state, sets on its
/// main path moves the caller's flow on (`isLoading=true`, then `isLoading=true ->
/// isLoading=false`); `if reset { state = .loading }` leaves either value.
extension TransitionExtractor {
  /// The Bool parameters of a followed helper whose value the call gives (an argument that is
  /// `true` or `false`, or an omitted argument whose default is), by the name used inside it.
  package static func knownFlags(
    _ call: FunctionCallExprSyntax, _ parameters: [FunctionParameterSyntax]
  ) -> [String: Bool] {
    var result: [String: Bool] = [:]
    var arguments = Array(call.arguments)
    for parameter in parameters {
      let inner = (parameter.secondName ?? parameter.firstName).text
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let passed: ExprSyntax?
      if let index = arguments.firstIndex(where: { $0.label?.text == label }) {
        passed = arguments[index].expression
        arguments.remove(at: index)
      } else {
        passed = parameter.defaultValue?.value
      }
      if let literal = passed?.as(BooleanLiteralExprSyntax.self) {
        result[inner] = literal.literal.tokenKind == .keyword(.true)
      }
    }
    return result
  }

  /// `if flag { … } else { … }` on a parameter whose value the call gave: walks the branch that
  /// runs, in the caller's flow. Returns false when the condition is not such a parameter.
  package func decidedBranch(_ node: IfExprSyntax, _ context: inout Context) -> Bool {
    guard node.conditions.count == 1,
      case .expression(let condition) = node.conditions.first?.condition,
      let value = knownFlag(condition, context)
    else { return false }
    if value {
      walkInline(node.body.statements, &context)
    } else {
      switch node.elseBody {
      case .ifExpr(let nested): handleExpression(ExprSyntax(nested), &context)
      case .codeBlock(let block): walkInline(block.statements, &context)
      case nil: break
      }
    }
    return true
  }

  private func knownFlag(_ condition: ExprSyntax, _ context: Context) -> Bool? {
    let condition = TargetValue.unwrap(condition)
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return knownFlag(prefix.expression, context).map { !$0 }
    }
    // `ready && socketConnected && phase != .open`: false when one part is known false, true
    // when every part is known true.
    if let parts = Self.conjuncts(condition), parts.count > 1 {
      let values = parts.map { $0.count == 1 ? knownFlag($0[0], context) : nil }
      if values.contains(false) { return false }
      return values.allSatisfy { $0 == true } ? true : nil
    }
    if let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return knownFlags[name] ?? context.knownProperties[name]
    }
    // `self.socketConnected`: a property the path set.
    guard let path = StateReference.path(condition), path.count == 2, path[0] == "self" else {
      return nil
    }
    return context.knownProperties[path[1]]
  }

  /// Walks a branch as part of the path around it, so that its changes move the flow on. A
  /// branch that declares, defers or leaves early is walked as a branch of its own.
  private func walkInline(_ items: CodeBlockItemListSyntax, _ context: inout Context) {
    let plain = items.allSatisfy { item in
      switch item.item {
      case .expr: true
      case .stmt(let statement):
        !(statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self)
          || statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self)
          || statement.is(DeferStmtSyntax.self))
      default: false
      }
    }
    guard plain else {
      walk(items, context)
      return
    }
    for item in items {
      switch item.item {
      case .expr(let expression): handleExpression(expression, &context)
      case .stmt(let statement): _ = handleStatement(statement, &context)
      default: break
      }
    }
  }

  /// After a followed helper: a field it set to a case or literal on its main path (not in a
  /// branch) is where the caller's next change of that field starts.
  package func flowOn(
    from body: CodeBlockItemListSyntax, changesSince before: Int, _ context: inout Context
  ) {
    guard let ends = flowEnds.removeValue(forKey: body.id)?.fields else { return }
    for (field, value) in ends where context.fieldFroms[field] != value {
      guard transitions[before...].contains(where: { $0.toNode == value }) else { continue }
      context.fieldFroms[field] = value
      context.writtenFields.insert(field)
    }
  }

  /// `if reset { state = .loading }` with no `else`: below it the state is `loading` or what it
  /// was, so the changes below start from both. What it was is what the condition leaves when
  /// it fails: `if phase != .ready { phase = .loading }` leaves `loading` or `ready`.
  package func branchedMayMove(_ node: IfExprSyntax, _ context: inout Context) {
    if branchedEitherWay(node, &context) { return }
    let body = node.body.statements
    let watch = node.elseBody == nil && !watchedBodies.contains(body.id)
    if watch { watchedBodies.insert(body.id) }
    let before = transitions.count
    branched(node, context)
    guard watch else { return }
    watchedBodies.remove(body.id)
    guard let end = flowEnds.removeValue(forKey: body.id)?.from, end != context.source,
      end != .any, end != .unknown, !context.alsoFrom.contains(end),
      transitions[before...].contains(where: { $0.toNode == end && !end.assigns })
    else { return }
    if context.source == .any, context.alsoFrom.isEmpty,
      let skipped = skippedValue(node, context), skipped != end
    {
      context.source = skipped
      context.alsoFrom = [end]
      context.flowStarts = [skipped, end]
      return
    }
    context.alsoFrom.append(end)
  }

  /// The one case the whole state holds when the one condition of `node` fails
  /// (`if phase != .ready`: `ready`), or nil.
  private func skippedValue(_ node: IfExprSyntax, _ context: Context) -> Node? {
    guard node.conditions.count == 1 else { return nil }
    let reading = read(node.conditions, context)
    guard reading.otherwiseFrom.count == 1, let value = reading.otherwiseFrom.first,
      value.isWholeValue
    else { return nil }
    return value
  }

  /// A closure whose parameter is the state (`{ state in … }`).
  package func receivesState(_ closure: ClosureExprSyntax) -> Bool {
    let names: [String]
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): names = list.map(\.name.text)
    case .parameterClause(let clause): names = clause.parameters.map(\.firstName.text)
    case nil: names = []
    }
    return names.contains { reference.stateNames.contains($0) }
  }
}
