import ArchgenSyntax
import SwiftSyntax

/// An event method's parameters are its event's payload. SPEC §4: a method that changes the
/// state is an event, and a switch or `if case` over an enum payload of an event joins the case
/// it matches to the event's name. So `func channelRead(context:data:)` switching over
/// `unwrapInboundIn(data)` draws `channelRead.head` and `channelRead.end`, as
/// `.response(.success)` draws `response.success`. What the body matches counts as the payload:
/// the parameter itself, a forced cast of it (`data as! Frame`), a value the type's own method
/// computes from it alone (`self.unwrapInboundIn(data)`), and a local bound to one of those. A
/// property of it (`packet.kind`) is another value, and a conditional cast (`error as?
/// MatchError`) or a type test (`event is Greeting`) asks which type it is, not which case: the
/// method stays the event. Only enum cases join (`case "reset":` keeps the method too).
///
/// A payload's case is what happened only where the method decides with the state as well, as a
/// reducer matches an event against the state: its body, or a helper of its type it calls, tests
/// the stored state (`case .head:` then `switch self.state`, or `guard case .idle = phase`). A
/// method that maps or reports its parameter without looking at the state (`displayError(_:)`
/// writing one alert per error case, a delegate method copying a connection's new status) is the
/// event itself, whatever it switches over: the cases are its guards.
package enum MethodPayload {
  /// The payloads of `function`'s event, or none when the method never tests `holders`, the
  /// stored state, in its body or in a same-type helper it calls (`methods`).
  package static func aliases(
    of function: FunctionDeclSyntax, event: String, holders: Set<String>,
    methods: [String: FunctionDeclSyntax]
  ) -> [String: EventPath] {
    guard let body = function.body else { return [:] }
    let decides =
      StateTests.any(of: holders, in: body)
      || SameTypeCalls.names(in: body.statements).contains { name in
        name != function.name.text
          && methods[name]?.body.map { StateTests.any(of: holders, in: $0) } == true
      }
    return decides ? aliases(of: function, event: event) : [:]
  }

  /// The parameters of `function`, by the name its body uses, each a payload of `event`.
  package static func aliases(of function: FunctionDeclSyntax, event: String) -> [String: EventPath]
  {
    var aliases: [String: EventPath] = [:]
    for parameter in function.signature.parameterClause.parameters {
      // A closure handed in is called, never matched.
      if parameter.type.is(FunctionTypeSyntax.self)
        || parameter.type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self)
          == true
      {
        continue
      }
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { continue }
      aliases[name] = EventPath(event)
    }
    return aliases
  }

  /// The event `expression` is a payload of, given the payload names in scope.
  package static func event(of expression: ExprSyntax, aliases: [String: EventPath]) -> EventPath? {
    guard !aliases.isEmpty else { return nil }
    let value = TargetValue.unwrap(expression)
    if let path = StateReference.path(value), path.count == 1 { return aliases[path[0]] }
    // `data as! Frame`: the payload as the type it is. `error as? MatchError` tests which type
    // it is, as `is` does: the method stays the event.
    if let cast = value.as(AsExprSyntax.self) {
      guard cast.questionOrExclamationMark?.tokenKind == .exclamationMark else { return nil }
      return event(of: cast.expression, aliases: aliases)
    }
    if let items = value.as(SequenceExprSyntax.self).map({ Array($0.elements) }), items.count == 3,
      let cast = items[1].as(UnresolvedAsExprSyntax.self), let first = items.first
    {
      guard cast.questionOrExclamationMark?.tokenKind == .exclamationMark else { return nil }
      return event(of: first, aliases: aliases)
    }
    // `self.unwrapInboundIn(data)`, `decode(data)`: the type's own method of the payload alone.
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      call.arguments.count == 1, let only = call.arguments.first, isOwnMethod(call.calledExpression)
    else { return nil }
    return event(of: only.expression, aliases: aliases)
  }

  /// `let part = self.unwrapOutboundIn(data)`: `part` is the payload too.
  package static func boundNames(in decl: DeclSyntax, aliases: [String: EventPath]) -> [String:
    EventPath]
  {
    guard !aliases.isEmpty, let variable = decl.as(VariableDeclSyntax.self) else { return [:] }
    var bound: [String: EventPath] = [:]
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value, let event = event(of: value, aliases: aliases)
      else { continue }
      bound[name] = event
    }
    return bound
  }

  /// Whether a matched pattern names a case of the payload (`.head`, `.some(.x)`), not a
  /// literal, a range or a type: a switch over a string keeps the outer event.
  package static func namesCase(_ pattern: some SyntaxProtocol) -> Bool {
    CasePattern.isEnumCase(Syntax(pattern))
  }

  /// `f`, `self.f`: a method of the type itself, not another object's.
  private static func isOwnMethod(_ callee: ExprSyntax) -> Bool {
    // `decode(data)`, not a type's initializer (`String(data)`).
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isLowercase == true
    }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    // `self.unwrap(data)`, `Self.unwrap(data)`, `Handler.unwrap(data)` inside `Handler`.
    switch base.baseName.tokenKind {
    case .keyword(.self), .keyword(.Self): return true
    default: return SyntaxScope.typePath(of: callee).last == base.baseName.text
    }
  }
}
