import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds functions and closures that reduce a state by an event, whatever they are called.
package final class ReducerFinder: SyntaxVisitor {
  private let source: ParsedSource
  private let extraFunctions: Set<String>
  private let holders: [String: [StateHolder]]
  private let properties: [String: Set<String>]
  private let methods: [String: [String: FunctionDeclSyntax]]
  package private(set) var reducers: [ReducerFacts] = []
  /// The file's type aliases, for wrappers named through one.
  private let aliases: [String: TypeSyntax]
  /// Per reducer, the same-type helpers it followed (`resolveNotStarted`), by type path.
  private var helpers: [(typePath: String, function: String?, names: Set<String>)] = []
  /// Candidates with a reducing switch that are not machines, with why.
  package private(set) var dropped: [DroppedCandidate] = []
  /// Action handlers of a state their type stores or inherits, for `EntryPointFinder`.
  package private(set) var handlers: [HeldHandler] = []
  /// Per type path, the methods that hand their event to a reducer (`HandlerEntryPoints`).
  private var dispatchers: [String: Set<String>] = [:]
  /// The form of the branch being read, recorded on each reducer it adds.
  private var form = ReducerFunctionForm.form

  /// The enums this file declares, by their last name: a parameter of one that a handler
  /// switches over is its event, whatever it is called (`func perform(_ input: Input)`).
  private let enumNames: Set<String>

  package init(
    _ source: ParsedSource, extraFunctions: Set<String>, holders: [String: [StateHolder]],
    properties: [String: Set<String>] = [:], methods: [String: [String: FunctionDeclSyntax]],
    aliases: [String: TypeSyntax] = [:], enumNames: Set<String> = []
  ) {
    self.enumNames = enumNames
    self.properties = properties
    self.source = source
    self.extraFunctions = extraFunctions
    self.holders = holders
    self.methods = methods
    self.aliases = aliases
    super.init(viewMode: .sourceAccurate)
  }

  private func dealiased(_ name: String) -> String {
    guard let aliased = aliases[name]?.as(IdentifierTypeSyntax.self),
      aliased.genericArgumentClause == nil
    else { return name }
    return aliased.name.text
  }

  /// The reducers found, without the helpers another reducer of the same type followed: a
  /// resolver's `resolveNotStarted(byApplying:from:)` is part of its `resolve`, not a machine.
  package var machines: [ReducerFacts] {
    var overloads: [String: Int] = [:]
    for reducer in reducers {
      guard let function = reducer.function else { continue }
      overloads[reducer.typePath.joined(separator: ".") + "#" + function, default: 0] += 1
    }
    return reducers.filter { reducer in
      guard let function = reducer.function else { return true }
      let path = reducer.typePath.joined(separator: ".")
      // Overloads (`reduce(into:viewAction:)`, `reduce(into:internalAction:)`) cannot be told
      // apart by the name a follower records: each stays a machine of its own.
      if overloads[path + "#" + function, default: 0] > 1 { return true }
      // Folded when another reducer of the type follows it; a reducer that only follows itself
      // (recursion) stays a machine.
      return !helpers.contains {
        $0.typePath == path && $0.function != function && $0.names.contains(function)
      }
    }
  }

  /// The helpers `machines` leaves out, for `--verbose`.
  package var foldedHelpers: [DroppedCandidate] {
    let kept = Set(machines.map { "\($0.line):\($0.column)" })
    return reducers.filter { !kept.contains("\($0.line):\($0.column)") }.map { reducer in
      DroppedCandidate(
        name: reducer.function.map { "\(reducer.name).\($0)" } ?? reducer.name,
        file: reducer.file, line: reducer.line, column: reducer.column,
        reason: "a helper another reducer of its type calls with its state or event; drawn as "
          + "part of that machine")
    }
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let body = node.body else { return .visitChildren }
    let parameters = node.signature.parameterClause.parameters.map {
      ReducerSignature.Parameter(
        name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedText)
    }
    let path = SyntaxScope.typePath(of: node)
    if var found = ReducerDetector.detect(
      node, extraFunctions: extraFunctions, aliases: aliases)
    {
      form = found.selfEvent ? WorkflowActionForm.form : ReducerFunctionForm.form
      // `oldState: StateType` with `typealias StateType = SignOutState`.
      found.signature.stateType = found.signature.stateType.map(dealiased)
      found.signature.eventType = found.signature.eventType.map(dealiased)
      add(
        found.signature, body: body.statements, at: node, path: path,
        fallbackName: node.name.text, returnsState: found.returnsState, holder: nil,
        requireTransitions: found.selfEvent, nilIsState: found.nilIsState,
        returnsWrapper: found.returnsWrapper)
    } else if let found = PartReducer.detect(node) {
      form = PartReducerForm.form
      add(
        found.signature, body: body.statements, at: node, path: path,
        fallbackName: node.name.text, returnsState: true, holder: nil,
        requireTransitions: true, statePart: found.part)
    } else if Self.oneEventParameter(node), !path.isEmpty,
      holders[path.joined(separator: ".")] == nil,
      Self.isStateMethod(node, path: path, parameter: parameters[0], aliases: aliases)
    {
      form = StateMethodForm.form
      addStateMethod(node, body: body.statements, path: path, event: parameters[0])
    } else if let event = ReducerSignature.eventOnly(parameters, effects: true)
      ?? Self.switchedEnumParameter(
        node, parameters, enums: enumNames,
        stateTypes: Set((holders[path.joined(separator: ".")] ?? []).compactMap(\.stateType))),
      let typeHolders = Self.handlerHolders(
        node, declared: holders[path.joined(separator: ".")],
        methods: methods[path.joined(separator: ".")] ?? [:]),
      !typeHolders.isEmpty
    {
      form = HeldHandlerForm.form
      let holder = Self.chosenHolder(typeHolders, body: body.statements)
      var signature = ReducerSignature(
        stateName: holder.name, stateType: holder.stateType, stateIsInout: false,
        eventName: event.name, eventType: event.type)
      // `@Published var state: State` with `typealias State = EditTripState`: the type named.
      signature.stateType =
        holder.stateType.flatMap { OwnTypeAlias.resolve($0, around: node) } ?? holder.stateType
      // `func respond(to action: Action) -> State`: the handler returns the next state.
      let returnType = node.signature.returnClause?.type
      let before = reducers.count
      add(
        signature, body: body.statements, at: node, path: path, fallbackName: node.name.text,
        returnsState: returnType != nil
          && ReturnShape.returnsState(returnType, stateType: holder.stateType, ownType: []),
        holder: typeHolders, requireTransitions: true)
      if reducers.count > before {
        handlers.append(
          HeldHandler(
            typePath: path, function: node.name.text, holders: typeHolders,
            stateType: holder.stateType))
      }
    } else if !path.isEmpty,
      let found = Self.closureStateHolder(
        node, parameters: parameters, methods: methods[path.joined(separator: ".")] ?? [:])
    {
      form = ClosureHolderForm.form
      let signature = ReducerSignature(
        stateName: found.holder.name, stateType: found.holder.stateType, stateIsInout: false,
        eventName: found.event.name, eventType: found.event.type)
      add(
        signature, body: body.statements, at: node, path: path, fallbackName: node.name.text,
        returnsState: false, holder: [found.holder], requireTransitions: true)
    } else if !path.isEmpty, Self.isMutatingEventMethod(node, parameters: parameters) {
      // `mutating func on(_ event: BufferEvent, logger: Logger?) -> [BufferAction]`: the value
      // itself is the state, even when it also holds parts typed `...State`.
      form = StateMethodForm.form
      addStateMethod(node, body: body.statements, path: path, event: parameters[0])
    } else if !path.isEmpty,
      let found = Self.storedTuple(node, stored: properties[path.joined(separator: ".")] ?? [])
    {
      form = StoredTupleForm.form
      addStoredTuple(found, node, body: body.statements, path: path)
    } else if !path.isEmpty,
      let found = Self.storedEnumHandler(
        node, parameters, enums: enumNames, stored: properties[path.joined(separator: ".")] ?? [])
    {
      form = StoredEnumForm.form
      let before = reducers.count
      add(
        found.signature, body: body.statements, at: node, path: path,
        fallbackName: node.name.text, returnsState: false, holder: [found.holder],
        requireTransitions: true)
      if reducers.count > before { noteHeldHandler(node, path: path, holder: found.holder) }
    }
    return .visitChildren
  }

  /// `switch (status, result)`, `switch (state, eventQueue.first)`: the stored value is the
  /// state, the other value the event; drawn only when a case moves the value to a case.
  private func addStoredTuple(
    _ found: StoredTuple, _ node: FunctionDeclSyntax, body: CodeBlockItemListSyntax,
    path: [String]
  ) {
    let holder = StateHolder(
      name: found.state, stateType: found.stateType, isContainer: false, initial: found.initial)
    let signature = ReducerSignature(
      stateName: found.state, stateType: found.stateType, stateIsInout: false,
      eventName: found.event, eventType: found.eventType)
    let before = reducers.count
    add(
      signature, body: body, at: node, path: path, fallbackName: node.name.text,
      returnsState: false, holder: [holder], requireTransitions: true)
    guard reducers.count > before,
      !reducers[before].transitions.contains(where: {
        MachineFilter.isCase($0.to) && !$0.toNode.isField
      })
    else {
      if reducers.count > before { noteHeldHandler(node, path: path, holder: holder) }
      return
    }
    let dropped = reducers.removeLast()
    helpers.removeLast()
    self.dropped.append(
      DroppedCandidate(
        name: "\(dropped.name).\(node.name.text)", file: dropped.file, line: dropped.line,
        column: dropped.column,
        reason: "switches over a stored value and another value but never moves it to a case"))
  }

  /// A handler switching over a value its type stores (`switch (phase, frame.kind)`,
  /// `perform(_ command:)` setting `status`) holds its state as a view model's does: the type's
  /// other methods that move that value (`opened()`, `reset()`) are events of its machine.
  private func noteHeldHandler(_ node: FunctionDeclSyntax, path: [String], holder: StateHolder) {
    handlers.append(
      HeldHandler(
        typePath: path, function: node.name.text, holders: [holder],
        stateType: holder.stateType))
  }

  private func addStateMethod(
    _ node: FunctionDeclSyntax, body: CodeBlockItemListSyntax, path: [String],
    event parameter: ReducerSignature.Parameter
  ) {
    let signature = ReducerSignature(
      stateName: "self", stateType: path.joined(separator: "."), stateIsInout: false,
      eventName: parameter.name, eventType: parameter.type.flatMap(TypeName.strippingOptional))
    add(
      signature, body: body, at: node, path: path, fallbackName: node.name.text,
      returnsState: ReturnShape.returnsState(
        Self.ownAlias(node.signature.returnClause?.type, aliases), stateType: signature.stateType,
        ownType: path),
      holder: nil, requireTransitions: true, selfIsState: true)
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    form = ReducerClosureForm.form
    if let signature = Self.onChangeSignature(node) {
      add(
        signature, body: node.statements, at: node, path: SyntaxScope.typePath(of: node),
        fallbackName: SyntaxScope.functionName(around: node) ?? "reducer", returnsState: false,
        holder: nil, requireTransitions: true, needsSwitch: false)
      return .visitChildren
    }
    guard let found = ReducerDetector.detect(node) else {
      addClosureHandler(node)
      return .visitChildren
    }
    add(
      found.signature, body: node.statements, at: node, path: SyntaxScope.typePath(of: node),
      fallbackName: SyntaxScope.bindingName(around: node)
        ?? SyntaxScope.functionName(around: node) ?? "reducer",
      returnsState: found.returnsState, holder: nil, requireTransitions: false,
      extra: found.isInPlace
        ? PresentationReader.dismissals(after: node, source)
          + BindingReader.bindings(around: node, source) : [])
    return .visitChildren
  }

  /// A closure of a type that holds its state, receiving an event that decides how the state
  /// changes (`ReducerFinder+ClosureHandlers.swift`); not one inside a machine already read.
  private func addClosureHandler(_ node: ClosureExprSyntax) {
    let path = SyntaxScope.typePath(of: node)
    let key = path.joined(separator: ".")
    guard !path.isEmpty,
      let found = Self.closureHandler(
        node, holders: holders[key], stored: properties[key] ?? [], enums: enumNames),
      !Self.insideMachine(node, found: reducers, location: source.location(of:))
    else { return }
    form = ClosureHandlerForm.form
    let before = reducers.count
    add(
      found.signature, body: node.statements, at: node, path: path,
      fallbackName: SyntaxScope.bindingName(around: node)
        ?? SyntaxScope.functionName(around: node) ?? "handler",
      returnsState: false, holder: found.holders, requireTransitions: true)
    if reducers.count > before, let cases = found.eventCases {
      reducers[reducers.count - 1].eventCasesElsewhere = cases
    }
  }

  private func add(
    _ signature: ReducerSignature, body: CodeBlockItemListSyntax, at node: some SyntaxProtocol,
    path: [String], fallbackName: String, returnsState: Bool, holder: [StateHolder]?,
    requireTransitions: Bool, selfIsState: Bool = false, nilIsState: Bool = false,
    returnsWrapper: Bool = false, extra: [Transition] = [], needsSwitch: Bool = true,
    statePart: [String] = []
  ) {
    var reference = StateReference(
      stateNames: [signature.stateName], eventNames: [signature.eventName])
    if !statePart.isEmpty {
      reference.stateNames = []
      reference.partRoots = [signature.stateName]
      reference.partPath = statePart
    }
    reference.selfIsState = selfIsState
    if selfIsState { reference.selfFields = properties[path.joined(separator: ".")] ?? [] }
    if let holder {
      reference.stateNames = Set(holder.filter { !$0.isContainer }.map(\.name))
      reference.containerNames = Set(holder.filter(\.isContainer).map(\.name))
      // An event parameter with the name of the held value (`{ [weak self] state in switch
      // state { ... self?.state = .done } }`) is the event; the held value is `self.state`.
      if reference.stateNames.remove(signature.eventName) != nil {
        reference.selfOnlyNames.insert(signature.eventName)
      }
    }
    let kind = SwitchDetector.reducingSwitch(body, reference)
    guard kind != .none || !needsSwitch else { return }
    let extractor = TransitionExtractor(
      reference: reference, returnsState: returnsState,
      methods: methods[path.joined(separator: ".")] ?? [:], converter: source.converter)
    extractor.nilIsState = nilIsState
    extractor.returnsWrapper = returnsWrapper
    extractor.stateTypeName = signature.stateType
    extractor.stateIsValue = holder == nil && !selfIsState
    extractor.stateIsHeld = holder != nil
    extractor.fileMethods = methods
    extractor.fileProperties = properties
    if let statePath = stateTypePath(signature.stateType, from: path) {
      extractor.stateMethods = methods[statePath] ?? [:]
      extractor.stateFields = properties[statePath] ?? []
    }
    var start = TransitionExtractor.Context()
    // `-> State { switch event { case .a: .b } }`: a one-expression body is an implicit return.
    if returnsState && body.count == 1 && Self.isExpression(body.first?.item) {
      start.valueTarget = .whole
    }
    let function =
      node.as(FunctionDeclSyntax.self)?.name.text ?? SyntaxScope.functionName(around: node)
    if let own = node.as(FunctionDeclSyntax.self) {
      extractor.entryPoints = [own.name.text]
      extractor.entryFullNames = [MethodIndex.fullName(own)]
    }
    // `send(_ event:)` handing its event to `reduce(state, event)` is a way in, never a helper.
    let typeKey = path.joined(separator: ".")
    if dispatchers[typeKey] == nil {
      dispatchers[typeKey] = HandlerEntryPoints.dispatchers(in: methods[typeKey] ?? [:])
    }
    extractor.entryPoints.formUnion(dispatchers[typeKey] ?? [])
    extractor.walk(body, start)
    let fields = SeveralStateFields.perHolder(holder, like: extractor, body: body, start: start)
    if let fields { (extractor.transitions, extractor.exclusions) = (fields.1, fields.2) }
    extractor.transitions += extra
    let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    let name = Self.machineName(path: path, stateType: signature.stateType, fallback: fallbackName)
    let drop = { (reason: String) in
      self.dropped.append(
        DroppedCandidate(
          name: function.flatMap { $0 == name ? nil : "\(name).\($0)" } ?? name,
          file: self.source.path, line: line,
          column: column, reason: reason))
    }
    // A method that switches on the event alone is a reducer only if it changes the state.
    if requireTransitions && kind != .both && extractor.transitions.isEmpty {
      drop("switches over an event but never changes a state")
      return
    }
    if selfIsState && MachineFilter.isCounter(extractor.transitions) {
      drop("a value's own method that only counts or sets values that cannot be told")
      return
    }
    helpers.append((path.joined(separator: "."), function, extractor.followed))
    reducers.append(
      ReducerFacts(
        name: name, typePath: path, file: source.path, line: line, column: column,
        stateType: signature.stateType, eventType: signature.eventType, function: function,
        holderInitial: holder?.lazy.compactMap(\.initial).first ?? extractor.defaultInitial,
        transitions: extractor.transitions, cases: extractor.cases,
        exclusions: extractor.exclusions, heldState: holder != nil, form: form))
    if let fields { SeveralStateFields.markFields(&reducers[reducers.count - 1], fields.parts) }
  }

  /// The state type's path among this file's types, nested names first.
  private func stateTypePath(_ stateType: String?, from path: [String]) -> String? {
    guard let stateType else { return nil }
    let written = TypeName.components(stateType)
    for depth in stride(from: path.count, through: 0, by: -1) {
      let candidate = (Array(path[..<depth]) + written).joined(separator: ".")
      if methods[candidate] != nil || properties[candidate] != nil { return candidate }
    }
    return nil
  }
}
