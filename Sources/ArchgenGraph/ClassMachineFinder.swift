import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds classes that are machines without a reducer: a stored `state` assigned in several
/// methods, each method an event (`connect()`: `idle -> connecting`). Private helpers are not
/// events of their own; they are followed where they are called.
package final class ClassMachineFinder: SyntaxVisitor {
  private let source: ParsedSource
  private let holders: [String: [StateHolder]]
  private let methods: [String: [String: FunctionDeclSyntax]]
  /// Types whose state a reducer method already reads.
  private let taken: Set<String>
  /// Types a closure handler (a subscription's `{ [weak self] event in switch event … }`)
  /// already reads: a subject it sends to is that handler's state, not a machine of its own.
  private let handled: Set<String>
  /// Every instance property the file declares, by type path.
  private let properties: [String: Set<String>]
  package private(set) var reducers: [ReducerFacts] = []
  package private(set) var dropped: [DroppedCandidate] = []
  /// Stored values of enums the file declares, by type path: read once, when first needed.
  private lazy var enumHolders = EnumHolderCollector.read(source.tree)
  /// Transfer properties of the enums the file declares, read once, when first needed.
  private lazy var transfers = StateTransferReader.read(source.tree)
  /// The types the file declares: an extension of one is read with its declaration.
  private lazy var declaredTypes = DeclaredTypePaths.of(source.tree)
  /// The types read through an extension, each once.
  private var extended: Set<String> = []
  /// Each type's code, read when its first value is read (`ClassTypeCode`).
  private var typeCode: [String: ClassTypeCode] = [:]

  package init(
    _ source: ParsedSource, holders: [String: [StateHolder]],
    methods: [String: [String: FunctionDeclSyntax]], taken: Set<String>,
    handled: Set<String> = [], properties: [String: Set<String>] = [:]
  ) {
    self.source = source
    self.holders = holders
    self.methods = methods
    self.taken = taken
    self.handled = handled
    self.properties = properties
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    read(SyntaxScope.typePath(of: node) + [node.name.text], at: node)
    return .visitChildren
  }

  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    read(SyntaxScope.typePath(of: node) + [node.name.text], at: node)
    return .visitChildren
  }

  /// An extension of a type another file declares: its methods may move a value declared there.
  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = TypeName.components(TypeName.text(of: node.extendedType))
    let key = path.joined(separator: ".")
    if !declaredTypes.contains(key), extended.insert(key).inserted { read(path, at: node) }
    return .visitChildren
  }

  /// A struct holds its state as a class does; the methods that can change it are its events
  /// (`ValueTypeEvents`: `mutating func channelActive()` of a handler's nested state machine).
  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    read(SyntaxScope.typePath(of: node) + [node.name.text], at: node)
    return .visitChildren
  }

  private func read(_ path: [String], at node: some SyntaxProtocol) {
    let key = path.joined(separator: ".")
    guard !taken.contains(key) else { return }
    let stateNamed =
      holders[key]?.filter {
        $0.name.lowercased().hasSuffix("state") && $0.keepsValue
          && !($0.isReadOnly && !$0.isContainer)
      } ?? []
    // A subject or relay named as the state holds it when no plain value does.
    let plain = stateNamed.filter { !$0.isContainer }
    // The store behind a computed property's setter (`internalState` behind `var state { get
    // set }`) is written through that property: the property is the state, not the store.
    let views = stateNamed.filter { $0.isComputed }
    let stores = Set(
      views.compactMap { ComputedBacking.store(of: $0.name, in: key, tree: source.tree) })
    let allNamed = (plain.isEmpty && !handled.contains(key) ? stateNamed : plain).filter {
      !stores.contains($0.name)
    }
    let named = allNamed.first
    let before = reducers.count
    var drawn: [String] = []
    if let named, read(named, key: key, path: path, at: node, anyName: false) {
      // Other values named as states that the methods move as well are fields of one state
      // (`voteFeedState`, `myVoteState`): one machine over them.
      drawn = [named.name]
      for other in allNamed.dropFirst()
      where read(other, key: key, path: path, at: node, anyName: false) {
        drawn.append(other.name)
      }
      // So is a stored enum of another name that the methods move as a machine of its own
      // (`disconnectIntent` beside `attemptState`, rule G5); one they only set is data.
      for holder in enumHolders.holders[key] ?? []
      where !allNamed.contains(where: { $0.name == holder.name })
        && !(holder.isContainer && handled.contains(key))
        && read(holder, key: key, path: path, at: node, anyName: true)
      {
        drawn.append(holder.name)
      }
    } else {
      // Whatever it is called, a stored value of an enum the file declares that the methods
      // move among its cases (`phase = .running`, `status = .failed`) is a hand-written machine.
      for holder in enumHolders.holders[key] ?? []
      where holder.name != named?.name && !stores.contains(holder.name)
        && !(holder.isContainer && handled.contains(key))
      {
        if read(holder, key: key, path: path, at: node, anyName: true) { drawn.append(holder.name) }
      }
      if drawn.isEmpty { drawn = readElsewhere(key: key, path: path, at: node) }
      if drawn.isEmpty { drawn = readInherited(key: key, path: path, at: node) }
    }
    if let merged = SeveralStateFields.merge(
      zip(drawn, reducers[before...]).map { (name: $0, facts: $1) })
    {
      reducers.replaceSubrange(before..., with: [merged])
    }
    if reducers.count > before, !reducers[before].inheritedStates.isEmpty {
      reducers[before].inheritedStates = drawn
    }
  }

  /// Values the type's code moves to cases that this file does not declare for it
  /// (`InheritedStateNames`): read as values of any name, each kept at linking only where the
  /// run declares it in the type or a class it inherits from (`InheritedState`).
  private func readInherited(
    key: String, path: [String], at node: some SyntaxProtocol
  ) -> [String] {
    var drawn: [String] = []
    for name in InheritedStateNames.candidates(in: node, declared: properties[key] ?? []) {
      let holder = StateHolder(name: name, stateType: nil, isContainer: false, initial: nil)
      guard read(holder, key: key, path: path, at: node, anyName: true) else { continue }
      reducers[reducers.count - 1].inheritedStates = [name]
      reducers[reducers.count - 1].inheritsFrom = InheritedStateNames.inherited(by: node)
      drawn.append(name)
    }
    return drawn
  }

  /// A stored value of a type another file declares, assigned cases in the type's code
  /// (`status = .connecting`, `SocketStatus` declared beside): read as one not named as a state,
  /// and kept at linking only when the run declares its type as an enum (`EnumElsewhere`).
  private func readElsewhere(
    key: String, path: [String], at node: some SyntaxProtocol
  ) -> [String] {
    guard let candidates = enumHolders.elsewhere[key] else { return [] }
    let assigned = CaseAssignedValues.of(node)
    for holder in candidates where assigned.contains(holder.name) {
      guard let typeName = holder.stateType.flatMap({ TypeName.components($0).last }),
        read(holder, key: key, path: path, at: node, anyName: true)
      else { continue }
      reducers[reducers.count - 1].enumElsewhere = typeName
      // One such value per type: whether the others are enums too is told only at linking.
      return [holder.name]
    }
    return []
  }

  private func code(of key: String) -> ClassTypeCode {
    if let known = typeCode[key] { return known }
    let code = ClassTypeCode(key, in: source.tree, methods: Set((methods[key] ?? [:]).keys))
    typeCode[key] = code
    return code
  }

  /// Reads `holder` as the state of the class `key`; true when it is drawn as a machine.
  /// `anyName`: a value not named as a state, drawn only when its methods move it to two cases
  /// or more (a setter of one case and of a given value, `sortByDate()`, `apply(_:)`, is none).
  private func read(
    _ holder: StateHolder, key: String, path: [String], at node: some SyntaxProtocol,
    anyName: Bool
  ) -> Bool {
    // `self.state = .idle` in the initializers of a value with no default, or the default of
    // the store a computed property's setter writes: its initial.
    var holder = holder
    if holder.initial == nil && !holder.isContainer {
      holder.initial =
        InitializerCase.of(holder.name, in: key, tree: source.tree)
        ?? ComputedBacking.initial(of: holder.name, in: key, tree: source.tree)
    }
    var transitions: [Transition] = []
    var events = 0
    var waits = false
    var exclusions: [Int: [String]] = [:]
    let code = code(of: key)
    var eventMethods = code.events
    if let value = node.as(StructDeclSyntax.self) {
      eventMethods = ValueTypeEvents.changing(holder.name, of: value, among: eventMethods)
    }
    // A callback another object keeps (`tick` of a timer) is an event of its own, received
    // later: the method that registers it does not run it. One handed to the type's own method
    // (`finishWriting { self?.startPlaying() }`) is also that method's continuation.
    let callbacks = code.handedOver
    let followed = (methods[key] ?? [:]).filter {
      !callbacks.contains(String($0.key.prefix { $0 != "(" }))
    }
    // Methods in the class and in its extensions in this file, callbacks, and the observers of
    // its other properties (setting one is an event).
    let methodBodies = eventMethods.compactMap { function in
      function.body.map { (function.name.text, $0.statements) }
    }
    // A method's parameters are its event's payload (`channelRead.head`).
    let payloads = eventMethods.compactMap { function in
      function.body.map { _ in
        MethodPayload.aliases(
          of: function, event: function.name.text, holders: [holder.name],
          methods: methods[key] ?? [:])
      }
    }
    // The observer of a property the type's own methods set runs where they set it: a step of
    // those methods, not an event of its own.
    let setters = code.setters
    let observers = code.observers(except: holder.name)
    let observerBodies = observers.filter { !setters.contains($0.name) }.map {
      ($0.name, $0.body)
    }
    let observerSteps = Dictionary(
      observers.filter { setters.contains($0.name) }.map { ($0.name, $0.body) },
      uniquingKeysWith: { first, _ in first })
    // Work the initializers start and let run once is the event `init`, from the first value
    // (read only where that value is told).
    let startedWork =
      holder.initial == nil
      ? []
      : InitStartedWork.bodies(of: key, in: source.tree, state: holder.name).map { ("init", $0) }
    // Closures handed to another object's property are called by it later, and a computed
    // property's getter runs when it is read: events of their own.
    let eventBodies =
      methodBodies
      + code.callbacks.map { ($0.name, $0.body) } + code.getters.map { ($0.name, $0.body) }
    let bodies = eventBodies + observerBodies + startedWork
    // An observer that calls an event method (`didSet { onFlipperChanged(oldValue) }`) adds
    // nothing that event does not draw already: only what it changes itself is its own.
    let eventNames = Set(eventMethods.map(\.name.text))
    let followedByObservers = followed.filter {
      !eventNames.contains(String($0.key.prefix { $0 != "(" }))
    }
    let stateTypeName = holder.stateType.flatMap { TypeName.components($0).last }
    let predicates =
      stateTypeName.map {
        CasePredicates.read(
          in: source.tree, key: key, holder: holder.name, stateType: $0,
          cases: enumHolders.cases[$0]?.map(\.name) ?? [])
      } ?? CasePredicates()
    for (position, (name, statements)) in bodies.enumerated() {
      let isStarted = position >= eventBodies.count + observerBodies.count
      let isMethod = position < eventBodies.count || isStarted
      // A subject or relay holding the state is written by `send(.x)`, `accept(.x)`, `.value =`.
      var reference = StateReference(
        stateNames: holder.isContainer ? [] : [holder.name], eventNames: [])
      if holder.isContainer { reference.containerNames = [holder.name] }
      reference.selfIsState = false
      let extractor = TransitionExtractor(
        reference: reference, returnsState: false,
        methods: isMethod ? followed : followedByObservers,
        converter: source.converter)
      extractor.casePredicates = predicates
      // The class holds its state: a helper's parameter of the state's name is the value passed
      // (`func present(_ alert: Alert?) { self.alert = alert }`), `self.alert` still the state.
      extractor.stateIsHeld = true
      extractor.observerSteps = observerSteps
      // `state = computeState()`: a helper of the type declared to return the state's type is
      // followed by what it returns, as in a held handler.
      extractor.stateTypeName = holder.stateType
      extractor.shadowOwnParameters(of: statements)
      var start = TransitionExtractor.Context()
      start.event = name
      start.callStack = [name]
      if position < methodBodies.count { start.eventAliases = payloads[position] }
      // Work the initializers start runs from the first value: writing it again is where the
      // machine already is, no edge (a value the flow holds, as after a change of several values).
      if isStarted, let initial = holder.initial {
        start.from = initial
        start.flowStarts = [start.source]
      }
      extractor.walk(statements, start)
      if extractor.transitions.isEmpty { continue }
      // Observers add events to a machine its methods make; they never make one of a setter.
      if isMethod { events += 1 }
      if isMethod && !waits { waits = OneMethodMachineRule.waits(statements) }
      for (index, states) in extractor.exclusions { exclusions[transitions.count + index] = states }
      transitions += extractor.transitions
    }
    // A held struct of data with one state enum is a machine of that enum.
    if let projected = HeldStructStateField.project(
      transitions, exclusions: exclusions, holder: holder, owner: path,
      enumHolders: enumHolders.holders)
    {
      (transitions, exclusions) = (projected.transitions, projected.exclusions)
      (holder.stateType, holder.initial) = (projected.field.stateType, projected.field.initial)
    }
    let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    let drop = { (reason: String) in
      self.dropped.append(
        DroppedCandidate(
          name: "\(key).\(holder.name)", file: self.source.path, line: line, column: column,
          reason: reason))
    }
    guard events > 0 else { return false }
    // A case a closure gives the parameter of a call (`state.withLockedValue { $0 = .closed }`)
    // is judged as the value's: linking keeps it unless the run declares the call's body.
    let judged = transitions.map(Self.judged)
    // One method that sets a value is a setter; a machine changes state in several, or moves
    // it on from a case it checked (`guard displayState == .processing`) to more than one.
    let checked = { CheckedCases.of(holder.name, in: eventMethods + followed.values) }
    // A transfer of the state's enum (`state = state.next`) moves it on from every case.
    let transfers = OneMethodMachineRule.transfers(judged, declared: { self.transfers })
    guard
      events >= 2 || Self.movesOnFromCheckedCase(judged, checked: checked())
        || OneMethodMachineRule.movesOn(judged, waits: waits) || transfers
    else {
      drop("its state is set in one method only: a setter, not a machine")
      return false
    }
    // Flags, counters and text set by methods, with no event switch, are no machine.
    guard transfers || judged.contains(where: { MachineFilter.isCase($0.to) }) else {
      drop(
        "only flags, counters or values that cannot be told, set by methods with no event switch")
      return false
    }
    // Methods that set fields of a held struct (`state.isLoading = true`, `state.title = ...`,
    // `state.error = .failed`) with no event switch: a bundle of view values, not a machine. The
    // state itself must move among cases (`syncState = .syncing`).
    guard
      transfers
        || judged.contains(where: { MachineFilter.isCase($0.to) && !$0.toNode.isField })
    else {
      drop(
        "its methods set fields of a bundle of view values (flags, text, optionals), with no "
          + "event switch; the state itself never moves to a case")
      return false
    }
    if anyName && Self.caseTargets(judged) < 2 {
      drop("its methods set it to one case only: a setter, not a machine")
      return false
    }
    let cases = holder.stateType.flatMap { TypeName.components($0).last }.flatMap {
      enumHolders.cases[$0]
    }
    if anyName
      && !AnyNameMachineRule.isMachine(
        judged, cases: cases ?? [], initial: holder.initial, exclusions: exclusions,
        decided: CaseTests.decide(holder.name, in: node), checked: checked())
    {
      drop(
        "its methods never move it on from a case it entered: a value they choose (a selection, "
          + "a value reset to its first case and set again, data of every case), not a state")
      return false
    }
    reducers.append(
      ReducerFacts(
        name: key, typePath: path, file: source.path, line: line, column: column,
        stateType: holder.stateType, eventType: nil, function: holder.name,
        holderInitial: holder.initial, transitions: transitions, cases: [],
        exclusions: exclusions, heldState: true))
    return true
  }

  /// The transition with the value a closure gives a call's parameter as its target, while
  /// linking has still to tell whether the run declares the call (`SummaryCall.undeclared`).
  private static func judged(_ transition: Transition) -> Transition {
    guard let placeholder = transition.toNode.methodCall else { return transition }
    let call = SummaryCall.decode(placeholder)
    guard call.key.hasPrefix(SummaryCall.undeclared), call.arguments.count == 1 else {
      return transition
    }
    var judged = transition
    judged.to = call.arguments[0]
    return judged
  }

  /// How many cases of the value itself the methods move it to.
  private static func caseTargets(_ transitions: [Transition]) -> Int {
    Set(transitions.filter { MachineFilter.isCase($0.to) && !$0.toNode.isField }.map(\.to)).count
  }

  /// A from-state the method checked, not one it set itself (`state = .loading`, then
  /// `loading -> content`: a loader's one method is still a setter). A case the method checks
  /// (`guard case .recording = state`) counts even when the method also sets it elsewhere (a
  /// dispatcher that starts and stops a recording).
  private static func movesOnFromCheckedCase(
    _ transitions: [Transition], checked: Set<String>
  ) -> Bool {
    let set = Set(transitions.map(\.to))
    let targets = transitions.filter {
      !$0.fromNode.isAny && !$0.fromNode.isField
        && (!set.contains($0.from) || checked.contains($0.from))
        && !$0.toNode.isField && MachineFilter.isCase($0.to)
    }
    return Set(targets.map(\.to)).count >= 2
  }
}
