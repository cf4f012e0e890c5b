import SwiftSyntax

/// Conditions and arguments that name several cases of a held state at once: a guard written
/// out (`guard state == .recording || state == .paused`, `[.a, .b].contains(state)`), an
/// early exit on any question about the cases (`if state != .paused { return }`), and a
/// ternary of cases handed to a same-type helper (`transition(to: ok ? .done : .failed)`).
extension TransitionExtractor {
  /// The cases a written-out question about the held state holds for (`state == .a || state
  /// == .b`, `[.a, .b].contains(state)`, `state.isActive && state != .a`), read by what the
  /// expression says, as a computed Bool's getter is. A single comparison is left to the
  /// readings of one case (`narrowing`, `exclusion`); nil for any other question.
  package func writtenCaseQuestion(_ condition: ExprSyntax) -> Set<String>? {
    guard !casePredicates.cases.isEmpty, !Self.isSingleComparison(condition) else { return nil }
    return caseSet(condition)
  }

  /// What `condition` holds for among the held state's cases, whatever its form.
  private func caseSet(_ condition: ExprSyntax) -> Set<String>? {
    let all = Set(casePredicates.cases)
    guard !all.isEmpty else { return nil }
    let reader = CaseSetReader(
      all: all, isSubject: { self.isOwnWholeState($0) }, known: casePredicates.ofState)
    let item = CodeBlockItemSyntax(item: .expr(TargetValue.unwrap(condition)))
    guard let set = reader.trueCases(CodeBlockItemListSyntax([item])), !set.isEmpty,
      set.count < all.count
    else { return nil }
    return set
  }

  /// `if state != .paused { return }` with no `else`: below it the state is one of the cases
  /// the condition fails for (`paused`); `if state == .saving || state == .failed { return }`
  /// leaves those out. Asked through a computed Bool (`if !isRecording { return }`) the same.
  package func exitedByQuestion(_ node: IfExprSyntax, _ context: inout Context) {
    guard node.elseBody == nil, node.conditions.count == 1,
      case .expression(let condition) = node.conditions.first?.condition,
      let last = node.body.statements.last?.item.as(StmtSyntax.self),
      last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    else { return }
    let exiting: Set<String>
    if let asked = caseQuestion(condition) {
      let cases = Set(asked.cases)
      exiting = asked.holds ? cases : Set(casePredicates.cases).subtracting(cases)
    } else if let set = caseSet(condition) {
      exiting = set
    } else {
      return
    }
    context.excludedFrom += casePredicates.ordered(exiting).map(Node.init(read:))
  }

  /// `if !state.didPurchasePlus { state.paywall = .init(); return }` with no `else`: below it
  /// the flag holds its other value (`didPurchasePlus=true`), as after the `guard` that says
  /// the same.
  package func exitedOnFlag(_ node: IfExprSyntax, _ context: inout Context) {
    guard node.elseBody == nil, node.conditions.count == 1,
      let last = node.body.statements.last?.item.as(StmtSyntax.self),
      last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self),
      let opposite = read(node.conditions, context).otherwise
    else { return }
    narrow(to: opposite, &context)
  }

  /// `transition(to: finished ? .done : .failed)`: a same-type helper handed a ternary of cases
  /// is followed once per case, each under its condition, as `state = c ? .a : .b` gives two
  /// transitions. False when no argument is such a choice.
  package func followChosenCases(
    _ call: FunctionCallExprSyntax, _ context: inout Context, asEffect: Bool
  ) -> Bool {
    guard let name = sameTypeMethodName(call),
      let method = methods[MethodIndex.fullName(name, call)] ?? methods[name]
    else { return false }
    let parameters = Array(method.signature.parameterClause.parameters)
    for (index, argument) in call.arguments.enumerated() where index < parameters.count {
      guard !choosingArguments.contains(argument.id) else { continue }
      let branches = TargetValue.branches(argument.expression, narrow: narrowing)
      guard branches.count > 1,
        branches.allSatisfy({ $0.expression.flatMap(TargetValue.caseName) != nil })
      else { continue }
      let parameter = parameters[index]
      let inner = (parameter.secondName ?? parameter.firstName).text
      guard inner != "_" else { continue }
      choosingArguments.insert(argument.id)
      defer { choosingArguments.remove(argument.id) }
      let saved = localValues[inner]
      let before = transitions.count
      for branch in branches {
        var chosen = context
        chosen.guards += branch.guards
        if let from = branch.from { narrow(to: from, &chosen) }
        localValues[inner] = branch.expression
        _ = followMethod(call, &chosen, asEffect: asEffect)
      }
      localValues[inner] = saved
      // A choice the helper does not make the state (`show(style: c ? .a : .b)`) is read once.
      let cases = Set(
        branches.compactMap { $0.expression.flatMap(TargetValue.caseName).map(Node.init(read:)) })
      guard transitions[before...].contains(where: { cases.contains($0.toNode) }) else {
        transitions.removeSubrange(before...)
        exclusions = exclusions.filter { $0.key < before }
        return false
      }
      return true
    }
    return false
  }

  /// `state == .idle`, `.idle != state`: one comparison, read elsewhere.
  private static func isSingleComparison(_ condition: ExprSyntax) -> Bool {
    guard let sequence = TargetValue.unwrap(condition).as(SequenceExprSyntax.self) else {
      return false
    }
    let elements = Array(sequence.elements)
    return elements.count == 3 && elements[1].is(BinaryOperatorExprSyntax.self)
  }
}
