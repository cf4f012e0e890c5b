import SwiftSyntax

/// What is a reducer, one reading for `graph` and for lint's `impure-reducer`: a function or
/// closure with a state (named `state`/`model`, typed `...State`, `inout`, or of the returned type)
/// and an event (named `event`/`action`/`message`, typed `...Event`/`...Action`), that can change
/// or return its state; closures passed to `Reducer { }`/`Reduce { }`/`reduce:`; and Workflow's
/// `apply(toState:)` in an action type, whose event is `self`.
package enum ReducerDetector {
  /// A reducer found, with how it gives its next state.
  package struct Detection {
    package var signature: ReducerSignature
    /// Its `return`s are the next state (else effects).
    package var returnsState: Bool
    /// `return nil` is a state (an optional state) rather than "no change".
    package var nilIsState = false
    /// TCA's `Reduce { }`: the state is changed in place.
    package var isInPlace = false
    /// Workflow's `apply(toState:)`: the event is `self`.
    package var selfEvent = false
    /// Its `return`s are a wrapper of the next state (`StateResolution(newState:)`, Mobius's
    /// `.next(model)`), whose other values keep the state (`.noChange`, `.dispatchEffects`).
    package var returnsWrapper = false
  }

  private static let reducerCallees: Set<String> = ["Reducer", "Reduce", "AnyReducer"]
  private static let reducerLabels: Set<String> = ["reduce", "reducer"]

  /// The innermost reducer around `node`, if any.
  package static func enclosingReducer(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let syntax = current {
      if isReducer(syntax) { return syntax }
      current = syntax.parent
    }
    return nil
  }

  package static func isReducer(_ syntax: Syntax) -> Bool {
    if let function = syntax.as(FunctionDeclSyntax.self) { return detect(function) != nil }
    if let closure = syntax.as(ClosureExprSyntax.self) { return detect(closure) != nil }
    return false
  }

  /// A function reducer; `extraFunctions` (`graph.functions`) take their parameters by position.
  /// `aliases` are the file's type aliases, for a return type that names a wrapper through one
  /// (`typealias Resolution = StateResolution<AuthState>`).
  package static func detect(
    _ node: FunctionDeclSyntax, extraFunctions: Set<String> = [],
    aliases: [String: TypeSyntax] = [:]
  ) -> Detection? {
    let parameters = node.signature.parameterClause.parameters.map {
      ReducerSignature.Parameter(
        name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedText)
    }
    let forced = extraFunctions.contains(node.name.text)
    let returnType = ReturnShape.resolvingAlias(node.signature.returnClause?.type, aliases)
    if let signature = ReducerSignature.match(
      parameters, forced: forced, returnType: returnType?.trimmedText)
    {
      let returnsState = ReturnShape.returnsState(
        returnType, stateType: signature.stateType, ownType: [])
      // A function that can neither mutate nor return its state only reads it (`render`).
      guard signature.stateIsInout || returnsState || forced else { return nil }
      // `-> State?` over a non-optional state: `return nil` means "no change"; otherwise `nil`
      // is a value of the state (`typealias Selection = Int?`).
      let stateParameter = parameters.first { $0.name == signature.stateName }
      let nilIsState =
        !(returnType?.is(OptionalTypeSyntax.self) == true
        && stateParameter?.type?.hasSuffix("?") != true)
      return Detection(
        signature: signature, returnsState: returnsState, nilIsState: nilIsState,
        returnsWrapper: ReturnShape.wrapsState(
          returnType, stateType: signature.stateType, ownType: []))
    }
    let path = SyntaxScope.typePath(of: node)
    guard let signature = ReducerSignature.selfEvent(parameters, typePath: path) else {
      return nil
    }
    return Detection(
      signature: signature,
      returnsState: ReturnShape.returnsState(
        returnType, stateType: signature.stateType, ownType: []), selfEvent: true)
  }

  /// A closure reducer: its parameters name a state and an event, or it is a `Reducer { }`.
  package static func detect(_ node: ClosureExprSyntax) -> Detection? {
    let parameters = Self.parameters(of: node)
    guard parameters.count >= 2, !Self.isPredicate(node) else { return nil }
    let context = Self.reducerContext(of: node)
    guard var signature = ReducerSignature.match(parameters, forced: context.isReducer) else {
      return nil
    }
    signature.stateType =
      signature.stateType ?? context.stateType ?? ClosureValueType.stateType(around: node)
    signature.eventType = signature.eventType ?? context.eventType
    let returnsState: Bool
    if let returnType = node.signature?.returnClause?.type {
      returnsState = ReturnShape.returnsState(
        returnType, stateType: signature.stateType, ownType: [])
    } else {
      // TCA's `Reduce { }` changes its state in place and returns an effect.
      returnsState =
        !context.isInPlace
        && !ReturnShape.bodyReturnsEffects(signature.stateName, in: node.statements)
    }
    return Detection(
      signature: signature, returnsState: returnsState, isInPlace: context.isInPlace)
  }

  package static func parameters(of node: ClosureExprSyntax) -> [ReducerSignature.Parameter] {
    switch node.signature?.parameterClause {
    case .simpleInput(let list):
      return list.map { ReducerSignature.Parameter(name: $0.name.text, type: nil) }
    case .parameterClause(let clause):
      return clause.parameters.map {
        ReducerSignature.Parameter(
          name: ($0.secondName ?? $0.firstName).text, type: $0.type?.trimmedText)
      }
    case nil: return []
    }
  }

  /// Whether the closure is a `Reducer { }`/`Reduce { }` body or a `reduce:` argument, and the
  /// state and event types named by `Reducer<State, Action, ...>`.
  private static func reducerContext(of node: ClosureExprSyntax) -> ClosureContext {
    if let argument = node.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
      reducerLabels.contains(label)
    {
      return ClosureContext(isReducer: true)
    }
    guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return ClosureContext() }
    var callee = call.calledExpression
    var arguments: [String] = []
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      callee = generic.expression
      arguments = generic.genericArgumentClause.arguments.map(\.argument.trimmedText)
    }
    var name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    // `.init { state, event in }` returned from `func reducer() -> Reducer<S, E>`.
    if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "init", let declared = declaredType(around: node)
    {
      name = declared.name
      arguments = declared.arguments
    }
    guard reducerCallees.contains(name) else { return ClosureContext() }
    // Actomaton writes `Reducer<Action, State, Environment>`: take the names' word for it.
    let isEvent = { (type: String) in
      ReducerSignature.eventTypeSuffixes.contains {
        ReducerSignature.baseType(type)?.hasSuffix($0) == true
      }
    }
    if arguments.count > 1 && isEvent(arguments[0]) && !isEvent(arguments[1]) {
      arguments.swapAt(0, 1)
    }
    return ClosureContext(
      isReducer: true, isInPlace: name == "Reduce", stateType: arguments.first,
      eventType: arguments.count > 1 ? arguments[1] : nil)
  }

  package struct ClosureContext {
    package var isReducer = false
    package var isInPlace = false
    package var stateType: String?
    package var eventType: String?
  }

  /// The type a closure's value is declared as: the enclosing function's return type or the
  /// binding's annotation (`static let reducer: Reducer<S, E> = .init { }`).
  private static func declaredType(around node: some SyntaxProtocol) -> (
    name: String, arguments: [String]
  )? {
    var current = node.parent
    while let syntax = current {
      var type: TypeSyntax?
      if let function = syntax.as(FunctionDeclSyntax.self) {
        type = function.signature.returnClause?.type
      } else if let binding = syntax.as(PatternBindingSyntax.self) {
        type = binding.typeAnnotation?.type
      } else if syntax.is(ClosureExprSyntax.self) || syntax.is(MemberBlockItemSyntax.self) {
        return nil
      }
      if let type {
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
        let arguments = identifier.genericArgumentClause?.arguments.map(
          \.argument.trimmedText)
        return (identifier.name.text, arguments ?? [])
      }
      if syntax.is(FunctionDeclSyntax.self) || syntax.is(PatternBindingSyntax.self) { return nil }
      current = syntax.parent
    }
    return nil
  }

  /// `.filter { state, action in ... }`, `.contains { }`: a closure that answers a question.
  private static func isPredicate(_ node: ClosureExprSyntax) -> Bool {
    let call =
      node.parent?.as(FunctionCallExprSyntax.self)
      ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let member = call?.calledExpression.as(MemberAccessExprSyntax.self) else {
      return false
    }
    return predicateNames.contains(member.declName.baseName.text)
  }

  private static let predicateNames: Set<String> = [
    "filter", "contains", "first", "allSatisfy", "drop", "prefix", "removeDuplicates",
    "sorted", "min", "max", "firstIndex", "lastIndex", "last", "skip", "take",
    "distinctUntilChanged",
  ]
}
