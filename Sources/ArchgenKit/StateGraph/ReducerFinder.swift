import SwiftSyntax

/// Finds functions and closures that reduce a state by an event, whatever they are called.
final class ReducerFinder: SyntaxVisitor {
  private static let reducerCallees: Set<String> = ["Reducer", "Reduce", "AnyReducer"]
  private static let reducerLabels: Set<String> = ["reduce", "reducer"]

  private let source: ParsedSource
  private let extraFunctions: Set<String>
  private let holders: [String: [StateHolder]]
  private let properties: [String: Set<String>]
  private let methods: [String: [String: FunctionDeclSyntax]]
  private(set) var reducers: [ReducerFacts] = []

  init(
    _ source: ParsedSource, extraFunctions: Set<String>, holders: [String: [StateHolder]],
    properties: [String: Set<String>] = [:], methods: [String: [String: FunctionDeclSyntax]]
  ) {
    self.properties = properties
    self.source = source
    self.extraFunctions = extraFunctions
    self.holders = holders
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let body = node.body else { return .visitChildren }
    let parameters = node.signature.parameterClause.parameters.map {
      ReducerSignature.Parameter(
        name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedDescription)
    }
    let path = SyntaxScope.typePath(of: node)
    let forced = extraFunctions.contains(node.name.text)
    let returnType = node.signature.returnClause?.type
    if let signature = ReducerSignature.match(
      parameters, forced: forced, returnType: returnType?.trimmedDescription)
    {
      let returnsState = ReturnShape.returnsState(
        returnType, stateType: signature.stateType, ownType: [])
      // `-> State?` over a non-optional state: `return nil` means "no change"; otherwise `nil`
      // is a value of the state (`typealias Selection = Int?`).
      let stateParameter = parameters.first { $0.name == signature.stateName }
      let nilIsState =
        !(returnType?.is(OptionalTypeSyntax.self) == true
        && stateParameter?.type?.hasSuffix("?") != true)
      // A function that can neither mutate nor return its state only reads it (`render`).
      if signature.stateIsInout || returnsState || forced {
        add(
          signature, body: body.statements, at: node, path: path,
          fallbackName: node.name.text, returnsState: returnsState,
          holder: nil, requireTransitions: false, nilIsState: nilIsState)
      }
    } else if let signature = ReducerSignature.selfEvent(parameters, typePath: path) {
      add(
        signature, body: body.statements, at: node, path: path, fallbackName: node.name.text,
        returnsState: ReturnShape.returnsState(
          node.signature.returnClause?.type, stateType: signature.stateType, ownType: []),
        holder: nil, requireTransitions: true)
    } else if parameters.count == 1, !path.isEmpty, holders[path.joined(separator: ".")] == nil,
      Self.isStateMethod(node, path: path, parameter: parameters[0])
    {
      let event = (
        name: parameters[0].name,
        type: parameters[0].type.flatMap(StateHolderCollector.stripOptional)
      )
      let signature = ReducerSignature(
        stateName: "self", stateType: path.joined(separator: "."), stateIsInout: false,
        eventName: event.name, eventType: event.type)
      add(
        signature, body: body.statements, at: node, path: path, fallbackName: node.name.text,
        returnsState: ReturnShape.returnsState(
          node.signature.returnClause?.type, stateType: signature.stateType, ownType: path),
        holder: nil, requireTransitions: true, selfIsState: true)
    } else if let event = ReducerSignature.eventOnly(parameters),
      let typeHolders = holders[path.joined(separator: ".")], !typeHolders.isEmpty
    {
      let holder =
        typeHolders.first { $0.isContainer && $0.stateType != nil }
        ?? typeHolders.first { $0.stateType != nil } ?? typeHolders[0]
      var signature = ReducerSignature(
        stateName: holder.name, stateType: holder.stateType, stateIsInout: false,
        eventName: event.name, eventType: event.type)
      signature.stateType = holder.stateType
      add(
        signature, body: body.statements, at: node, path: path, fallbackName: node.name.text,
        returnsState: false, holder: typeHolders, requireTransitions: true)
    }
    return .visitChildren
  }

  /// A method of the state type itself: `mutating`, or returning `Self` or its own type, on a type
  /// named like a state.
  private static let reducerNames: Set<String> = [
    "reduce", "apply", "handle", "send", "dispatch", "transition", "process", "update", "next",
  ]

  /// A method of the state type itself: `mutating`, or returning `Self` or its own type, on a
  /// type named like a state, with an event-like parameter or a reducer-like name.
  private static func isStateMethod(
    _ node: FunctionDeclSyntax, path: [String], parameter: ReducerSignature.Parameter
  ) -> Bool {
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return false }
    let looksLikeReducer =
      path.last?.hasSuffix("State") == true || reducerNames.contains(node.name.text)
      || ReducerSignature.eventOnly([parameter]) != nil
    guard looksLikeReducer else { return false }
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) { return true }
    guard let returned = node.signature.returnClause?.type.trimmedDescription else { return false }
    return returned == "Self" || returned == path.last || returned == path.joined(separator: ".")
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    let parameters = Self.parameters(of: node)
    guard parameters.count >= 2, !Self.isPredicate(node) else { return .visitChildren }
    let context = Self.reducerContext(of: node)
    guard var signature = ReducerSignature.match(parameters, forced: context.isReducer) else {
      return .visitChildren
    }
    signature.stateType = signature.stateType ?? context.stateType
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
    add(
      signature, body: node.statements, at: node, path: SyntaxScope.typePath(of: node),
      fallbackName: SyntaxScope.bindingName(around: node)
        ?? SyntaxScope.functionName(around: node) ?? "reducer",
      returnsState: returnsState, holder: nil, requireTransitions: false,
      extra: context.isInPlace ? PresentationReader.dismissals(after: node, source) : [])
    return .visitChildren
  }

  private func add(
    _ signature: ReducerSignature, body: CodeBlockItemListSyntax, at node: some SyntaxProtocol,
    path: [String], fallbackName: String, returnsState: Bool, holder: [StateHolder]?,
    requireTransitions: Bool, selfIsState: Bool = false, nilIsState: Bool = false,
    extra: [Transition] = []
  ) {
    var reference = StateReference(
      stateNames: [signature.stateName], eventNames: [signature.eventName])
    reference.selfIsState = selfIsState
    if selfIsState { reference.selfFields = properties[path.joined(separator: ".")] ?? [] }
    if let holder {
      reference.stateNames = Set(holder.filter { !$0.isContainer }.map(\.name))
      reference.containerNames = Set(holder.filter(\.isContainer).map(\.name))
    }
    let kind = SwitchDetector.reducingSwitch(body, reference)
    guard kind != .none else { return }
    let extractor = TransitionExtractor(
      reference: reference, returnsState: returnsState,
      methods: methods[path.joined(separator: ".")] ?? [:], converter: source.converter)
    extractor.nilIsState = nilIsState
    if let statePath = stateTypePath(signature.stateType, from: path) {
      extractor.stateMethods = methods[statePath] ?? [:]
      extractor.stateFields = properties[statePath] ?? []
    }
    var start = TransitionExtractor.Context()
    // `-> State { switch event { case .a: .b } }`: a one-expression body is an implicit return.
    if returnsState && body.count == 1 && Self.isExpression(body.first?.item) {
      start.valueTarget = .whole
    }
    extractor.walk(body, start)
    extractor.transitions += extra
    // A method that switches on the event alone is a reducer only if it changes the state.
    if requireTransitions && kind != .both && extractor.transitions.isEmpty { return }
    if selfIsState && MachineFilter.isCounter(extractor.transitions) { return }
    let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    reducers.append(
      ReducerFacts(
        name: Self.machineName(path: path, stateType: signature.stateType, fallback: fallbackName),
        typePath: path, file: source.path, line: line, column: column,
        stateType: signature.stateType, eventType: signature.eventType,
        function: node.as(FunctionDeclSyntax.self)?.name.text
          ?? SyntaxScope.functionName(around: node),
        holderInitial: holder?.lazy.compactMap(\.initial).first,
        transitions: extractor.transitions, cases: extractor.cases))
  }

  /// The state type's path among this file's types, nested names first.
  private func stateTypePath(_ stateType: String?, from path: [String]) -> String? {
    guard let stateType else { return nil }
    let written = SyntaxScope.splitTypeName(stateType)
    for depth in stride(from: path.count, through: 0, by: -1) {
      let candidate = (Array(path[..<depth]) + written).joined(separator: ".")
      if methods[candidate] != nil || properties[candidate] != nil { return candidate }
    }
    return nil
  }

  private static func isExpression(_ item: CodeBlockItemSyntax.Item?) -> Bool {
    switch item {
    case .expr: true
    case .stmt(let statement): statement.is(ExpressionStmtSyntax.self)
    default: false
    }
  }

  /// The owning type; a reducer declared on its own state type is named after the outer type.
  static func machineName(path: [String], stateType: String?, fallback: String) -> String {
    var path = path
    if path.count > 1, let stateType, SyntaxScope.splitTypeName(stateType).last == path.last {
      path.removeLast()
    }
    return path.isEmpty ? fallback : path.joined(separator: ".")
  }

  private static func parameters(of node: ClosureExprSyntax) -> [ReducerSignature.Parameter] {
    switch node.signature?.parameterClause {
    case .simpleInput(let list):
      return list.map { ReducerSignature.Parameter(name: $0.name.text, type: nil) }
    case .parameterClause(let clause):
      return clause.parameters.map {
        ReducerSignature.Parameter(
          name: ($0.secondName ?? $0.firstName).text, type: $0.type?.trimmedDescription)
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
      arguments = generic.genericArgumentClause.arguments.map(\.argument.trimmedDescription)
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

  struct ClosureContext {
    var isReducer = false
    var isInPlace = false
    var stateType: String?
    var eventType: String?
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
          \.argument.trimmedDescription)
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
