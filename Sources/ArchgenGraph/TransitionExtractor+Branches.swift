import ArchgenSyntax
import SwiftSyntax

/// Switches, `if`/`else` and `guard`: where the from, the event and the guards come from.
extension TransitionExtractor {
  package func switched(_ node: SwitchExprSyntax, _ context: Context) {
    let roles = roles(of: node.subject, context)
    let isReducing = roles.statePosition != nil || roles.eventPosition != nil
    let switchID = nextSwitchID()
    let cases = Self.flatten(node.cases)
    for (index, switchCase) in cases.enumerated() {
      // `fallthrough` runs the next case's body on the same path.
      let next =
        switchCase.statements.last?.item.as(FallThroughStmtSyntax.self) != nil
          && index + 1 < cases.count ? cases[index + 1].statements : nil
      var inner = context
      // A `switch` is a value only when every case is one expression.
      if switchCase.statements.count > 1 { inner.valueTarget = nil }
      switch switchCase.label {
      case .default(let label):
        if !isReducing {
          inner.guards.append("default")
        } else {
          if let position = roles.statePosition, roles.stateField == nil {
            // The state the path knows is one the switch lists: its `default` never runs.
            let listed = Self.listedStates(cases, position: position, width: roles.width)
            let known = roles.eventPosition == nil ? knownCase(inner) : nil
            if let known, listed.contains(known) { continue }
          }
          // Any case the switch does not list, or the one the path knows it is in.
          if let position = roles.statePosition, roles.stateField == nil,
            roles.eventPosition != nil || knownCase(inner) == nil
          {
            inner.source = .any
            inner.alsoFrom = []
            // `switch oldState { case .a: ...; default: return .from(.idle) }`: the default
            // runs from every case the switch does not list.
            if roles.eventPosition == nil {
              inner.excludedFrom += Self.listedStates(cases, position: position, width: roles.width)
            }
          }
          // Under a switch over a payload (`case .failure(let error): switch error`), the
          // catch-all is the payload's own case (`failure`), not the reducer's `default`.
          if roles.eventPosition != nil { inner.eventPath = roles.eventPrefix ?? .otherwise }
        }
        record(
          CaseRecord(
            switchID: switchID, from: inner.source.text, event: inner.eventPath.text,
            restrictive: false,
            hasGuard: false, isDefault: true, line: line(label), column: column(label)))
        inner.caseStart = transitions.count
        walk(switchCase.statements, inner)
        if let next { walk(next, inner) }
      case .case(let label):
        for item in label.caseItems {
          var itemContext = inner
          let elements = CasePattern.elements(of: Syntax(item.pattern))
          var restrictive = false
          if isReducing && elements.count == roles.width {
            if let position = roles.statePosition {
              let name = CasePattern.name(of: elements[position])
              if let field = roles.stateField {
                if name.node != .any {
                  narrow(to: .setting(field, to: name.stateName), &itemContext)
                }
              } else {
                // The path knows the state (a caller's case, a value it wrote): a helper's
                // `switch state` runs only the cases that can hold it.
                if name.node != .any, !name.restrictive, !inner.inClosure,
                  cannotHold(name.stateNode, inner)
                {
                  continue
                }
                itemContext.source = name.stateNode
                itemContext.alsoFrom = []
              }
              restrictive = restrictive || name.restrictive
            }
            if let position = roles.eventPosition {
              let name = CasePattern.name(of: elements[position])
              // `case .tick, .repaired: self = next(after: signal)` whose `next` switches over
              // the same event again: under `repaired`, its `.tick` cases never run.
              if roles.eventPrefix == nil, inner.eventIsCase, inner.eventPath.isDecided,
                name.node != .any, name.eventPath != inner.eventPath
              {
                continue
              }
              itemContext.eventPath = name.eventPath
              itemContext.eventIsCase = true
              if let prefix = roles.eventPrefix, name.node != .any {
                // A payload that is not an enum (`case "ping":`) keeps the outer event, the
                // value tested its guard.
                if MethodPayload.namesCase(elements[position]) {
                  itemContext.eventPath = prefix.appending(name.name)
                } else {
                  itemContext.eventPath = prefix
                  itemContext.guards.append(
                    "\(node.subject.trimmedText): \(item.pattern.trimmedText)")
                }
              }
              for binding in name.payloadBindings + [name.payloadBinding].compactMap({ $0 }) {
                itemContext.eventAliases[binding] = itemContext.eventPath
              }
              restrictive = restrictive || name.restrictive
            }
          } else if !isReducing {
            itemContext.guards.append(
              "\(node.subject.trimmedText): \(item.pattern.trimmedText)")
          }
          if let whereClause = item.whereClause {
            if let from = narrowing(whereClause.condition) { narrow(to: from, &itemContext) }
            itemContext.guards.append(whereClause.condition.trimmedText)
          }
          if isReducing {
            record(
              CaseRecord(
                switchID: switchID, from: itemContext.source.text,
                event: itemContext.eventPath.text,
                restrictive: restrictive, hasGuard: item.whereClause != nil,
                line: line(item), column: column(item)))
          }
          itemContext.caseStart = transitions.count
          walkCase(switchCase.statements, binding: item.pattern, itemContext)
          if let next { walk(next, itemContext) }
        }
      }
    }
  }

  /// Cases, including those inside `#if` blocks (every clause, since the active one is unknown).
  package static func flatten(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
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

  /// What an `if`/`guard` condition list says: the state's or the event's case it pins, the rest
  /// as guard text, and what holds when it fails.
  package struct ConditionReading {
    package var from: Node?
    package var event: EventPath?
    package var guards: [String] = []
    /// Every condition's text, narrowings included, for the negated guard of the other path.
    package var all: [String] = []
    /// The other path's from-state when the list is one Bool field (`isOn` → `isOn=false`).
    package var otherwise: Node?
    /// `if let e = event as? DeleteUserEvent`: the type is the branch's event. (A `guard` that
    /// casts only filters what the rest of the body reads: it names no event.)
    package var castEvent: String?
    /// `if let state = state`, `guard let current = state`: the one condition unwraps an
    /// optional state, so the other path has none.
    package var unwrapsState = false
    /// `guard state != .running`: the cases the state is not, where it holds.
    package var excluded: [Node] = []
    /// `guard isActive` asks for several cases: the others the path may start from.
    package var alsoFrom: [Node] = []
    /// What the other path starts from when the one condition asks about the cases.
    package var otherwiseFrom: [Node] = []
    package var otherwiseExcluded: [Node] = []
    /// `case let .news(newsAction) = action`: the payload's names, with the event they carry.
    package var aliases: [String: EventPath] = [:]

    /// `if state == .connected { … } else { … }`, `guard case .idle = state else { … }`: the
    /// one condition tests one case of the whole state, so the other path is in any other case.
    package mutating func testsOneCase(_ node: Node) {
      guard node.caseName != nil else { return }
      otherwiseExcluded = [node]
    }
  }

  /// Splits conditions into narrowings of the state or the event (`case .x = state`,
  /// `state.mode == .idle`) and guard text.
  func read(_ conditions: ConditionElementListSyntax, _ context: Context)
    -> ConditionReading
  {
    var reading = ConditionReading()
    for element in conditions {
      var text = element.condition.trimmedText
      if text.hasSuffix(",") { text.removeLast() }
      if case .matchingPattern(let match) = element.condition {
        let pattern = CasePattern.name(of: Syntax(match.pattern))
        let name = pattern.node
        if reference.isState(match.initializer.value) {
          if name != .any { reading.from = pattern.stateNode }
          if conditions.count == 1, !pattern.restrictive { reading.testsOneCase(name) }
          continue
        }
        if case .field(let field) = reference.access(match.initializer.value), name != .any {
          reading.from = .setting(field, to: pattern.stateName)
          reading.all.append(text)
          continue
        }
        // `if case .success = action` where `action` was bound by `case let action as X`.
        // (A payload an `if case` picked is not read here: an `if case` on it keeps the event.)
        if let prefix = MethodPayload.event(
          of: match.initializer.value, aliases: context.eventAliases)
        {
          if name != .any, MethodPayload.namesCase(match.pattern) {
            reading.event = prefix.appending(pattern.name)
          }
          continue
        }
        // `if case .throwAuthError = signInEvent.eventType`: the event's kind, through a cast.
        if reference.isEvent(match.initializer.value)
          || reference.isEventProjection(match.initializer.value)
        {
          if name != .any {
            reading.event = pattern.eventPath
            for binding in pattern.payloadBindings + [pattern.payloadBinding].compactMap({ $0 }) {
              reading.aliases[binding] = pattern.eventPath
            }
          }
          continue
        }
      }
      if case .expression(let condition) = element.condition, let name = exclusion(condition) {
        reading.excluded.append(name)
        reading.all.append(text)
        // `if state != .disconnected { … } else { … }`: the other path is in that case.
        if conditions.count == 1 { reading.otherwiseFrom = [name] }
        continue
      }
      // `if action is ResetView`: the event is that type, as `if let a = action as? T` is.
      if case .expression(let condition) = element.condition, let type = testedType(condition) {
        if context.eventPath.isAny {
          reading.castEvent = CasePattern.lastTypeName(type)
        }
        reading.all.append(text)
        continue
      }
      if case .expression(let condition) = element.condition, let asked = caseQuestion(condition) {
        readQuestion(
          asked, alone: conditions.count == 1 && !partlyAsks(condition), into: &reading)
        reading.all.append(text)
        continue
      }
      if case .expression(let condition) = element.condition, let name = narrowing(condition) {
        reading.from = name
        reading.all.append(text)
        if conditions.count == 1, let other = name.otherBool { reading.otherwise = other }
        if conditions.count == 1 { reading.testsOneCase(name) }
        continue
      }
      if case .expression(let condition) = element.condition,
        readConjuncts(condition, text: text, into: &reading)
      {
        continue
      }
      // `guard let frame = data as? Frame` in an event method: `frame` is the payload too.
      if case .optionalBinding(let binding) = element.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value,
        let prefix = MethodPayload.event(of: value, aliases: payloads(context))
      {
        reading.aliases[name] = prefix
        reading.guards.append(text)
        reading.all.append(text)
        continue
      }
      // `guard let signOut = event as? SignOutEvent`: another name for the event.
      if case .optionalBinding(let binding) = element.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value, isEventCast(value) || isEventAlias(value)
      {
        reference.eventNames.insert(name)
        // `if let e = event as? DeleteUserEvent`: the event is that type (as ReSwift's
        // `case let e as DeleteUser`), until a switch over `e` says which of its cases.
        if let type = castType(value), context.eventPath.isAny {
          reading.castEvent = CasePattern.lastTypeName(type)
        }
        continue
      }
      // `guard var draft = state`, `if let current = state`: another name for the state
      // (`guard let state`, the shorthand, the same name).
      if case .optionalBinding(let binding) = element.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        reference.isState(
          binding.initializer.map { uncastState($0.value) }
            ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
      {
        reference.stateNames.insert(name)
        reading.unwrapsState = conditions.count == 1
      }
      reading.guards.append(text)
      reading.all.append(text)
    }
    return reading
  }

  package func branched(_ node: IfExprSyntax, _ context: Context) {
    let reading = read(node.conditions, context)
    // `intent = .expected`, then (in a followed helper) `if case .unexpected = intent { … }`:
    // the path knows the case, so the test fails and only the other path runs.
    if node.conditions.count == 1, let tested = reading.from, cannotHold(tested, context) {
      switch node.elseBody {
      case .ifExpr(let nested): branched(nested, context)
      case .codeBlock(let block): walk(block.statements, context)
      case nil: break
      }
      return
    }
    var body = context
    if let from = reading.from, !keepsKnownCase([from] + reading.alsoFrom, context) {
      narrow(to: from, &body)
      if !reading.alsoFrom.isEmpty { body.alsoFrom = reading.alsoFrom }
    }
    body.excludedFrom += reading.excluded
    if let event = reading.event ?? reading.castEvent.map(EventPath.init) {
      body.eventPath = event
      body.eventIsCase = reading.event != nil
    }
    body.guards = PathGuards.adding(reading.guards, to: context.guards)
    body.matchedPayloads.merge(reading.aliases) { $1 }
    if !PathGuards.unreachable(body.guards, callers: body.callerGuards) {
      walk(node.body.statements, body)
    }
    var otherwise = context
    if let opposite = reading.otherwise {
      narrow(to: opposite, &otherwise)
    } else if !reading.otherwiseFrom.isEmpty || !reading.otherwiseExcluded.isEmpty {
      start(among: reading.otherwiseFrom, excluding: reading.otherwiseExcluded, &otherwise)
    } else if !reading.all.isEmpty {
      otherwise.guards.append(TargetValue.negated(Guard.text(of: reading.all)))
    }
    if reading.unwrapsState { otherwise.stateIsNil = true }
    // The caller tested it already (`guard isReady` there, `if isReady` here): no else.
    if PathGuards.unreachable(otherwise.guards, callers: otherwise.callerGuards) { return }
    switch node.elseBody {
    case .ifExpr(let nested): branched(nested, otherwise)
    case .codeBlock(let block): walk(block.statements, otherwise)
    case nil: break
    }
  }

  /// Returns false when the path cannot go on below the `guard`: what it requires contradicts
  /// what the helper's callers tested (`guard isReady` in a helper called under `if !isReady`).
  package func guarded(_ node: GuardStmtSyntax, _ context: inout Context) -> Bool {
    let reading = read(node.conditions, context)
    var otherwise = context
    if let opposite = reading.otherwise {
      narrow(to: opposite, &otherwise)
    } else if !reading.otherwiseFrom.isEmpty || !reading.otherwiseExcluded.isEmpty {
      start(among: reading.otherwiseFrom, excluding: reading.otherwiseExcluded, &otherwise)
    } else if !reading.all.isEmpty {
      otherwise.guards.append(TargetValue.negated(Guard.text(of: reading.all)))
    }
    if reading.unwrapsState { otherwise.stateIsNil = true }
    if !PathGuards.unreachable(otherwise.guards, callers: otherwise.callerGuards) {
      walk(node.body.statements, otherwise)
    }
    if let from = reading.from, !keepsKnownCase([from] + reading.alsoFrom, context) {
      narrow(to: from, &context)
      if !reading.alsoFrom.isEmpty { context.alsoFrom = reading.alsoFrom }
    }
    context.excludedFrom += reading.excluded
    if let event = reading.event { context.eventPath = event }
    context.matchedPayloads.merge(reading.aliases) { $1 }
    context.guards = PathGuards.adding(reading.guards, to: context.guards)
    return !PathGuards.unreachable(context.guards, callers: context.callerGuards)
  }

  /// `state != .running` (either way round): the whole state is any case but `running`.
  private func exclusion(_ condition: ExprSyntax) -> Node? {
    guard let sequence = TargetValue.unwrap(condition).as(SequenceExprSyntax.self) else {
      return nil
    }
    return excludedCase(Array(sequence.elements))
  }
}
