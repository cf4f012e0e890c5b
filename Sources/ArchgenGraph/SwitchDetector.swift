import ArchgenSyntax
import SwiftSyntax

/// Tells whether a body holds a `switch` over the state, the event or a tuple of them.
package final class SwitchDetector: SyntaxVisitor {
  package enum Kind: Comparable {
    case none
    /// A switch over the state or over the event.
    case either
    /// A switch over a tuple holding both, the unmistakable reducer shape.
    case both
  }

  private var reference: StateReference
  package private(set) var kind = Kind.none

  private init(_ reference: StateReference) {
    self.reference = reference
    super.init(viewMode: .sourceAccurate)
  }

  package static func reducingSwitch(_ body: CodeBlockItemListSyntax, _ reference: StateReference)
    -> Kind
  {
    let detector = SwitchDetector(reference)
    detector.walk(body)
    return detector.kind
  }

  /// `guard case let .changeTab(id) = action else { return .none }`: a reducer of one event.
  package override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    noteEventMatch(node.conditions)
    noteRouteFilter(node.conditions)
    return .visitChildren
  }

  /// A route mapping that filters instead of switching: `guard event == .selectSpace, case
  /// .spacesScreen = fromState else { return nil }`, the event compared and the state matched in
  /// one guard. (An `if action == .x` alone in a method is no reducer.)
  private func noteRouteFilter(_ conditions: ConditionElementListSyntax) {
    var comparesEvent = false
    var matchesState = false
    for element in conditions {
      switch element.condition {
      case .expression(let expression):
        comparesEvent = comparesEvent || self.comparesEvent(expression)
      case .matchingPattern(let match):
        matchesState = matchesState || reference.access(match.initializer.value) != nil
      default: break
      }
    }
    if comparesEvent && matchesState { kind = max(kind, .either) }
  }

  /// `guard let sessionAction = action as? SessionAction`: the binding is the event, whatever
  /// its name, for the switches below it.
  package override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value, reference.isEventCast(value)
    {
      reference.eventNames.insert(name)
    }
    return .visitChildren
  }

  /// `let loginAction = action as! LoginAction`: the same, as a local.
  package override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value, reference.isEventCast(value)
    {
      reference.eventNames.insert(name)
    }
    return .visitChildren
  }

  package override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    noteEventMatch(node.conditions)
    noteTypeTest(node.conditions)
    return .visitChildren
  }

  /// A ReSwift chain that picks the event by its type: `if action is ResetView { return ... }`,
  /// `if let action = action as? RoutesLoaded { return ... }`.
  private func noteTypeTest(_ conditions: ConditionElementListSyntax) {
    for element in conditions {
      var tested: ExprSyntax?
      switch element.condition {
      case .expression(let expression): tested = expression
      case .optionalBinding(let binding): tested = binding.initializer?.value
      default: break
      }
      guard let items = tested?.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
        items.count == 3, reference.isEvent(items[0]),
        items[1].is(UnresolvedIsExprSyntax.self)
          || items[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind
            == .postfixQuestionMark
      else { continue }
      kind = max(kind, .either)
    }
  }

  /// `guard let app = action as? AppAction, case let .news(newsAction) = app`: the match picks
  /// the event, and its payload's names are the event for the switches below (the conditions
  /// are read in order, each binding known to the next).
  private func noteEventMatch(_ conditions: ConditionElementListSyntax) {
    for element in conditions {
      if case .optionalBinding(let binding) = element.condition {
        _ = visit(binding)
      }
      if case .matchingPattern(let match) = element.condition,
        reference.isEvent(match.initializer.value)
      {
        kind = max(kind, .either)
        let pattern = CasePattern.name(of: Syntax(match.pattern))
        reference.eventNames.formUnion(
          pattern.payloadBindings + [pattern.payloadBinding].compactMap { $0 })
      }
    }
  }

  /// `event == .selectSpace` or `.selectSpace == event`.
  private func comparesEvent(_ expression: ExprSyntax) -> Bool {
    guard let items = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
      items.count == 3, items[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return false }
    return reference.isEvent(items[0]) && items[2].is(MemberAccessExprSyntax.self)
      || reference.isEvent(items[2]) && items[0].is(MemberAccessExprSyntax.self)
  }

  package override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = CasePattern.elements(of: Syntax(node.subject)).compactMap {
      $0.as(ExprSyntax.self)
    }
    // `switch state.mode`, `switch (action, state.status)`, `switch event.kind` count too.
    let hasState = elements.contains { reference.access($0) != nil }
    let hasEvent = elements.contains { reference.isEvent($0) || reference.isEventProjection($0) }
    let found: Kind = hasState && hasEvent ? .both : hasState || hasEvent ? .either : .none
    kind = max(kind, found)
    return kind == .both ? .skipChildren : .visitChildren
  }
}

/// Indexes a file's functions by enclosing type path and name, for following `load()` calls.
package struct MethodIndex {
  package private(set) var methods: [String: [String: FunctionDeclSyntax]] = [:]

  /// The methods of a file's `DeclarationTable` that are not nested in another function.
  package init(_ declarations: DeclarationTable) {
    for function in declarations.functions(outside: .function) {
      let node = function.decl
      let path = function.owner.joined(separator: ".")
      if methods[path]?[node.name.text] == nil {
        methods[path, default: [:]][node.name.text] = node
      }
      // Overloads by their full name too (`handle(results:)`, `handle(error:)`).
      methods[path, default: [:]][Self.fullName(node)] = node
    }
  }

  /// `handle(results:)`, `load(_:)`: a method's name with its argument labels.
  package static func fullName(_ node: FunctionDeclSyntax) -> String {
    node.name.text + "("
      + node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }

  /// The full name a call gives, with its argument labels (omitted defaults are not known).
  package static func fullName(_ name: String, _ call: FunctionCallExprSyntax) -> String {
    name + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
  }
}
