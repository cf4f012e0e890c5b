import SwiftSyntax

/// Whether what a reducer returns is its next state or an effect, read from the return type when
/// there is one and from the body when there is none.
package enum ReturnShape {
  /// Effects whose names never denote a state: `.none`, `.run { }`, `.send(.x)`, `Effect(...)`.
  package static let effectNames: Set<String> = [
    "none", "run", "send", "merge", "concatenate", "task", "fireAndForget", "cancel", "publisher",
    "empty", "never", "cancellable", "debounce", "throttle",
  ]
  /// Methods that change a collection or a value in place (`state.items.append(x)`).
  package static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
    "updateValue", "toggle", "sort", "reverse", "shuffle", "merge", "formUnion", "subtract",
    "formIntersection", "popLast", "removeSubrange", "replaceSubrange", "swapAt", "appendContents",
  ]

  /// True when the declared return type is the state, an optional of it, a tuple or a generic
  /// wrapper (`Next<State, Effect>`) whose first element is the state.
  package static func returnsState(_ type: TypeSyntax?, stateType: String?, ownType: [String])
    -> Bool
  {
    guard let type else { return false }
    if let tuple = type.as(TupleTypeSyntax.self) {
      guard let first = tuple.elements.first else { return false }
      if tuple.elements.count == 1 {
        return returnsState(first.type, stateType: stateType, ownType: ownType)
      }
      return isState(first.type.trimmedText, stateType: stateType, ownType: ownType)
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return returnsState(optional.wrappedType, stateType: stateType, ownType: ownType)
    }
    if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return returnsState(forced.wrappedType, stateType: stateType, ownType: ownType)
    }
    if wrapsState(type, stateType: stateType, ownType: ownType) { return true }
    return isState(type.trimmedText, stateType: stateType, ownType: ownType)
  }

  /// A generic wrapper whose first argument is the state: `Next<Model, Effect>`,
  /// `StateResolution<SignOutState>` (its values carry the next state as an argument).
  package static func wrapsState(_ type: TypeSyntax?, stateType: String?, ownType: [String]) -> Bool
  {
    guard let identifier = type?.as(IdentifierTypeSyntax.self),
      let arguments = identifier.genericArgumentClause?.arguments, let first = arguments.first,
      identifier.name.text != "Optional"
    else { return false }
    // One argument names the state only when it is known (`Effect<Action>` is no wrapper).
    if arguments.count == 1 && stateType == nil { return false }
    return isState(first.argument.trimmedText, stateType: stateType, ownType: ownType)
  }

  /// `typealias Resolution = StateResolution<AuthState>`: the aliased type, one level deep.
  package static func resolvingAlias(_ type: TypeSyntax?, _ aliases: [String: TypeSyntax])
    -> TypeSyntax?
  {
    guard let identifier = type?.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil, let aliased = aliases[identifier.name.text],
      aliased.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil
    else { return type }
    // Only a wrapper: `typealias Highlight = Int?` names the state itself.
    return aliased
  }

  private static func isState(_ text: String, stateType: String?, ownType: [String]) -> Bool {
    guard let text = TypeName.strippingOptional(text) else { return false }
    if text == "Self" || (!ownType.isEmpty && text == ownType.joined(separator: ".")) {
      return true
    }
    if text == ownType.last { return true }
    guard let stateType else {
      return TypeName.components(text).last?.hasSuffix("State") == true
    }
    return text == stateType
      || TypeName.components(text).last == TypeName.components(stateType).last
  }

  /// For a closure that names no return type: its `return`s are effects when it changes its state
  /// in place or returns an effect anywhere.
  package static func bodyReturnsEffects(_ stateName: String, in body: CodeBlockItemListSyntax)
    -> Bool
  {
    StateMutationDetector.mutates(stateName, in: body) || EffectReturnDetector.returnsEffect(body)
  }

  /// `.none`, `.run { }`, `Effect.send(.x)`, `.merge(...)`: an effect by its name.
  package static func isEffect(_ expression: ExprSyntax) -> Bool {
    var expression = PlainExpression.unwrap(expression)
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let base = member.base.map { TypeName.components($0.trimmedText).last ?? "" }
      if let base, base.hasPrefix("Effect") || base == "Cmd" { return true }
      return (base == nil || base == "EffectTask")
        && effectNames.contains(member.declName.baseName.text)
    }
    if let call = expression.as(DeclReferenceExprSyntax.self) {
      return call.baseName.text.hasPrefix("Effect")
    }
    return false
  }
}

/// Finds a `return` of an effect (`return .none`) outside nested closures.
package final class EffectReturnDetector: SyntaxVisitor {
  package private(set) var found = false

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func returnsEffect(_ body: CodeBlockItemListSyntax) -> Bool {
    let detector = EffectReturnDetector()
    detector.walk(body)
    return detector.found
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  package override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.expression, ReturnShape.isEffect(value) { found = true }
    return .skipChildren
  }
}
