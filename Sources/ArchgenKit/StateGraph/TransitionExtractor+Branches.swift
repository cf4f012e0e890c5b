import SwiftSyntax

/// Switches, `if`/`else` and `guard`: where the from, the event and the guards come from.
extension TransitionExtractor {
  /// What a switch looks at: positions of the state and of the event in its subject.
  private struct SwitchRoles {
    var statePosition: Int?
    var eventPosition: Int?
    var eventPrefix: String?
    var width = 1
  }

  private func roles(of subject: ExprSyntax, _ context: Context) -> SwitchRoles {
    let elements = CasePattern.elements(of: Syntax(subject)).compactMap { $0.as(ExprSyntax.self) }
    var roles = SwitchRoles(width: elements.count)
    for (index, element) in elements.enumerated() {
      if reference.isState(element) && roles.statePosition == nil {
        roles.statePosition = index
      } else if roles.eventPosition == nil {
        if reference.isEvent(element) {
          roles.eventPosition = index
        } else if let name = StateReference.path(element), name.count == 1,
          let prefix = context.eventAliases[name[0]]
        {
          roles.eventPosition = index
          roles.eventPrefix = prefix
        }
      }
    }
    return roles
  }

  func switched(_ node: SwitchExprSyntax, _ context: Context) {
    let roles = roles(of: node.subject, context)
    let isReducing = roles.statePosition != nil || roles.eventPosition != nil
    let switchID = nextSwitchID()
    for switchCase in Self.flatten(node.cases) {
      var inner = context
      switch switchCase.label {
      case .default(let label):
        if !isReducing {
          inner.guards.append("default")
        } else {
          if roles.statePosition != nil { inner.from = StateMachine.anyState }
          if roles.eventPosition != nil { inner.event = "default" }
        }
        record(
          CaseRecord(
            switchID: switchID, from: inner.from, event: inner.event, restrictive: false,
            hasGuard: false, isDefault: true, line: line(label), column: column(label)))
        inner.caseStart = transitions.count
        walk(switchCase.statements, inner)
      case .case(let label):
        for item in label.caseItems {
          var itemContext = context
          let elements = CasePattern.elements(of: Syntax(item.pattern))
          var restrictive = false
          if isReducing && elements.count == roles.width {
            if let position = roles.statePosition {
              let name = CasePattern.name(of: elements[position])
              itemContext.from = name.name
              restrictive = restrictive || name.restrictive
            }
            if let position = roles.eventPosition {
              let name = CasePattern.name(of: elements[position])
              itemContext.event = name.name
              if let prefix = roles.eventPrefix, name.name != StateMachine.anyState {
                itemContext.event = prefix + "." + name.name
              }
              if let binding = name.payloadBinding {
                itemContext.eventAliases[binding] = itemContext.event
              }
              restrictive = restrictive || name.restrictive
            }
          } else if !isReducing {
            itemContext.guards.append(
              "\(node.subject.trimmedDescription): \(item.pattern.trimmedDescription)")
          }
          if let whereClause = item.whereClause {
            if let sequence = whereClause.condition.as(SequenceExprSyntax.self),
              let from = narrowing(Array(sequence.elements))
            {
              itemContext.from = from
            }
            itemContext.guards.append(whereClause.condition.trimmedDescription)
          }
          if isReducing {
            record(
              CaseRecord(
                switchID: switchID, from: itemContext.from, event: itemContext.event,
                restrictive: restrictive, hasGuard: item.whereClause != nil,
                line: line(item), column: column(item)))
          }
          itemContext.caseStart = transitions.count
          walk(switchCase.statements, itemContext)
        }
      }
    }
  }

  /// Cases, including those inside `#if` blocks (every clause, since the active one is unknown).
  static func flatten(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
    var result: [SwitchCaseSyntax] = []
    for element in list {
      switch element {
      case .switchCase(let switchCase): result.append(switchCase)
      case .ifConfigDecl(let ifConfig):
        for clause in ifConfig.clauses {
          if case .switchCases(let nested) = clause.elements { result += flatten(nested) }
        }
      }
    }
    return result
  }

  /// Splits conditions into narrowings of the state or the event (`case .x = state`) and guard
  /// text.
  private func read(_ conditions: ConditionElementListSyntax) -> (
    from: String?, event: String?, guards: [String]
  ) {
    var from: String?
    var event: String?
    var guards: [String] = []
    for element in conditions {
      if case .matchingPattern(let match) = element.condition {
        let name = CasePattern.name(of: Syntax(match.pattern)).name
        if reference.isState(match.initializer.value) {
          if name != StateMachine.anyState { from = name }
          continue
        }
        if reference.isEvent(match.initializer.value) {
          if name != StateMachine.anyState { event = name }
          continue
        }
      }
      if case .expression(let condition) = element.condition,
        let sequence = condition.as(SequenceExprSyntax.self),
        let name = narrowing(Array(sequence.elements))
      {
        from = name
      }
      var text = element.condition.trimmedDescription
      if text.hasSuffix(",") { text.removeLast() }
      guards.append(text)
    }
    return (from, event, guards)
  }

  func branched(_ node: IfExprSyntax, _ context: Context) {
    let (from, event, guards) = read(node.conditions)
    var body = context
    if let from { body.from = from }
    if let event { body.event = event }
    body.guards += guards
    walk(node.body.statements, body)
    var otherwise = context
    if !guards.isEmpty {
      otherwise.guards.append(TargetValue.negated(guards.joined(separator: " && ")))
    }
    switch node.elseBody {
    case .ifExpr(let nested): branched(nested, otherwise)
    case .codeBlock(let block): walk(block.statements, otherwise)
    case nil: break
    }
  }

  func guarded(_ node: GuardStmtSyntax, _ context: inout Context) {
    let (from, event, guards) = read(node.conditions)
    var otherwise = context
    if !guards.isEmpty {
      otherwise.guards.append(TargetValue.negated(guards.joined(separator: " && ")))
    }
    walk(node.body.statements, otherwise)
    if let from { context.from = from }
    if let event { context.event = event }
    context.guards += guards
  }
}
