import ArchgenCore
import ArchgenGraph

/// Turns one machine and its reducer's calling convention into a suite: a test per transition.
package struct SuitePlanner {
  package let machine: StateMachine
  package let convention: ReducerConvention
  package let stateEnum: TypeCatalog.EnumType
  package let eventEnum: TypeCatalog.EnumType
  package let builder: ValueBuilder
  /// The reducer's file, to read what a self-loop writes (`WrittenTarget`).
  package var source: ParsedSource? = nil
  /// The enums' cases by name, filled once for the whole reducer.
  package let lookup = PlannerLookup()

  package var stateNames: Set<String> { [convention.stateName, "self", "state"] }

  package func suite() -> GeneratedSuite {
    var tests: [GeneratedTest] = []
    var skipped: [GeneratedSuite.Skipped] = []
    var names: [String: Int] = [:]
    for transition in machine.transitions {
      switch test(for: transition) {
      case .success(var test):
        let count = names[test.name, default: 0] + 1
        names[test.name] = count
        test.name = TestName.numbered(test.name, count)
        tests.append(test)
      case .failure(let reason):
        skipped.append(
          .init(transition: describe(transition), line: transition.line, reason: reason))
      }
    }
    return GeneratedSuite(
      machine: machine.name, function: machine.function, file: machine.file,
      stateType: stateEnum.qualifiedName, tests: tests, skipped: skipped)
  }

  /// `stateEnum.enumCase(name)`, looked up in the reducer's index.
  package func stateCase(_ name: String) -> TypeCatalog.EnumCase? {
    lookup.enumCase(name, of: stateEnum)
  }

  /// `eventEnum.enumCase(name)`, looked up in the reducer's index.
  package func eventCase(_ name: String) -> TypeCatalog.EnumCase? {
    lookup.enumCase(name, of: eventEnum)
  }

  private func describe(_ transition: Transition) -> String {
    "\(transition.from) --\(transition.label)--> \(transition.to)"
  }

  private func test(for transition: Transition) -> Result<GeneratedTest, TestSkip> {
    if transition.toNode == .unknown { return .failure(.unknownTarget) }
    if transition.toNode.assigns || transition.fromNode.assigns {
      return .failure(.fieldTarget)
    }
    guard let target = stateCase(transition.to) else { return .failure(.unknownState) }
    if let methods = convention.methodEvents,
      let name = EventLabel.parts(transition.event)?.first?.name,
      methods.methods[name]?.leavesGlobal == true
    {
      return .failure(.leavesGlobal)
    }
    let awaited: AwaitedWrite.Awaited?
    switch AwaitedWrite.check(line: transition.line, in: source, convention: convention) {
    case .success(let found): awaited = found
    case .failure(let reason): return .failure(reason)
    }
    // A task no test can reach is waited for by comparing the state with its start.
    if case .polled = awaited?.route, !stateEnum.isEquatable { return .failure(.unawaitedTask) }
    // A self-loop is seen only as a changed payload, compared with `!=`: without one the test
    // would pass with the transition deleted.
    let isSelfLoop = transition.from == transition.to
    if isSelfLoop && (target.payload.isEmpty || !stateEnum.isEquatable) {
      return .failure(.selfLoop)
    }
    let condition = transition.guardCondition
    let read = condition.flatMap { GuardSolver.atoms($0) }
    var atoms = read ?? []
    if let methods = convention.methodEvents,
      methods.names(EventLabel.parts(transition.event)?.first?.name ?? transition.event)
    {
      let name = EventLabel.parts(transition.event)?.first?.name ?? transition.event
      if methods.hidden.contains(name) { return .failure(.privateEvent) }
      // A method's guard is met only through its arguments and the source state.
      if condition != nil && read == nil { return .failure(.unreadMethodGuard) }
      guard let renamed = methods.atoms(atoms, event: name, stateNames: stateNames)
      else { return .failure(.guardOutsideEvent) }
      atoms = renamed
    }
    // A held state is read after the whole call: the write must be what the call leaves.
    if convention.heldState != nil, let source,
      let reason = CallWrites.check(
        line: transition.line, in: source, stateName: convention.stateName)
    {
      return .failure(reason)
    }
    // A guard archgen cannot read leaves the event's payload to the reader: a placeholder.
    let unreadable = condition != nil && read == nil
    let eventLabel: String
    if transition.eventPath.isAny {
      guard let chosen = anyEvent(for: transition, atoms: atoms) else {
        return .failure(.anyEvent)
      }
      eventLabel = chosen
    } else {
      eventLabel = transition.event
    }
    guard let event = eventExpression(eventLabel, atoms: atoms, placeholders: unreadable)
    else {
      return .failure(.unknownEvent)
    }
    let eventLabels = Set(
      EventLabel.parts(eventLabel)?.first.flatMap { eventCase($0.name) }?
        .payload.compactMap(\.label) ?? [])
    let start: String
    let path: [String]
    switch source(of: transition, atoms: atoms, eventLabels: eventLabels) {
    case .success(let found): (start, path) = found
    case .failure(let reason): return .failure(reason)
    }
    // A self-loop that writes the very value the test starts from (`.waiting(attempts: 0)` from
    // a start built as `.waiting(attempts: 0)`) leaves nothing for `!=` to see.
    if isSelfLoop, let source,
      let written = WrittenTarget.read(caseName: target.name, line: transition.line, in: source),
      WrittenTarget.squeezed(start).hasSuffix(written)
    {
      return .failure(.selfLoopStartsAtTarget)
    }
    let name = TestName.make(transition)
    var test = GeneratedTest(
      name: name, guardText: transition.guardText, start: start, path: path,
      act: awaited.map { AwaitedWrite.act(convention.step(event: event), $0) }
        ?? convention.step(event: event),
      expected: ".\(target.name)",
      usesEquality: stateEnum.isEquatable && target.payload.isEmpty, line: transition.line,
      effects: awaited.map { AwaitedWrite.effects($0, convention) } ?? convention.testEffects)
    test.assertsChange = isSelfLoop
    return .success(test)
  }

  /// For a `_` event: the first event case that reaches this branch, one no other transition
  /// from this source (or from any source) names, built without a placeholder where one can be.
  private func anyEvent(for transition: Transition, atoms: [GuardSolver.Atom]) -> String? {
    let named = Set(
      machine.transitions.filter {
        $0 != transition && !$0.eventPath.isAny
          && ($0.from == transition.from || $0.fromNode.isAny)
      }.compactMap { EventLabel.parts($0.event)?.first?.name })
    // A `_` in the handler's switch is a value of its parameter: never a method beside it.
    let methods = convention.methodEvents.flatMap { $0.besideCases ? $0.methods : nil } ?? [:]
    let free = eventEnum.cases.filter { !named.contains($0.name) && methods[$0.name] == nil }
    let built = free.compactMap { candidate in
      eventExpression(candidate.name, atoms: atoms).map { (candidate.name, $0) }
    }
    return (built.first { !$0.1.contains("<#") } ?? built.first)?.0
  }

  /// `.payment(.approved)` for `payment.approved`; payloads meet the guard where it names them,
  /// a nested case's too (`.action(.lock(attempts: 3))` for `action.lock` where `attempts >= 3`),
  /// and a case drawn with a literal is sent with it (`.action(.toggle(true))`). Nil when the
  /// label names a case the enums do not have: a test must not send another event.
  /// `values` (by label, or `_0`) are sent as given: what a `field=?` test expects.
  package func eventExpression(
    _ event: String, atoms: [GuardSolver.Atom], placeholders: Bool = false,
    values given: [String: String] = [:]
  ) -> String? {
    guard let parts = EventLabel.parts(event), let first = parts.first,
      let eventCase = self.eventCase(first.name)
    else { return nil }
    let reserved = stateNames.union(lookup.payloadLabels(of: stateEnum))
    func expression(_ enumCase: TypeCatalog.EnumCase, literal: String?) -> String? {
      if let literal { return builder.literalExpression(enumCase, literal: literal) }
      if !placeholders,
        var values = builder.payloadValues(enumCase, atoms: atoms, reserved: reserved)
      {
        values.merge(given) { _, new in new }
        return builder.caseExpression(enumCase, values: values)
      }
      return builder.caseExpression(enumCase, values: builder.placeholders(enumCase))
    }
    switch parts.count {
    case 1:
      return expression(eventCase, literal: first.literal)
    case 2 where first.literal == nil:
      guard let payload = eventCase.payload.first,
        let inner = builder.catalog.enumType(named: payload.type, near: convention.owner)
      else {
        // A payload archgen cannot build (a type from another module): the reader fills it in.
        return builder.caseExpression(eventCase, values: builder.placeholders(eventCase))
      }
      guard let innerCase = inner.enumCase(parts[1].name),
        let innerExpression = expression(innerCase, literal: parts[1].literal)
      else { return nil }
      return builder.caseExpression(eventCase, values: [payload.label ?? "_0": innerExpression])
    default:
      return nil
    }
  }

  /// The state the test starts from and the steps that reach the transition's source.
  private func source(
    of transition: Transition, atoms: [GuardSolver.Atom], eventLabels: Set<String>
  ) -> Result<(String, [String]), TestSkip> {
    if let held = convention.heldState, !held.settable {
      let reached = reachedSource(
        of: transition, atoms: atoms, eventLabels: eventLabels, held: held)
      guard !held.steppedResources.isEmpty, case .success(let (start, steps)) = reached else {
        // Set by hand it could be; the reason is the resource, not a `private(set)`.
        return reached.mapError {
          $0 == .noPathToSource && !held.steppedResources.isEmpty ? .steppedResource : $0
        }
      }
      return returningToInitial(after: transition, start: start, steps: steps, held: held)
    }
    if transition.fromNode.isAny {
      guard let start = anySource(event: transition.event, target: transition.to, atoms: atoms)
      else { return .failure(.unknownState) }
      return .success((start, []))
    }
    guard let sourceCase = stateCase(transition.from) else {
      return .failure(.unknownState)
    }
    let direct = stateExpression(sourceCase, atoms: atoms, eventLabels: eventLabels)
    if direct.contains("<#"), let path = PathFinder(planner: self).path(to: sourceCase.name) {
      return .success(path)
    }
    return .success((direct, []))
  }

  /// A holder that keeps a resource in step with its state (`SteppedResources`) is brought back
  /// to its initial state before it is released: a `defer` of the events that get there from
  /// the transition's target, synchronous ones only (a `defer` cannot await).
  private func returningToInitial(
    after transition: Transition, start: String, steps: [String],
    held: ReducerConvention.HeldState
  ) -> Result<(String, [String]), TestSkip> {
    guard let back = PathFinder(planner: self).stepsBack(from: transition.to),
      !back.contains(where: { $0.contains("await ") || $0.contains("try ") })
    else { return .failure(.steppedResource) }
    guard !back.isEmpty else { return .success((start, steps)) }
    let names = held.steppedResources.map { "`\($0)`" }.joined(separator: ", ")
    let release = [
      "// The deinit releases \(names), which the events keep in step with the state: the",
      "// test brings the holder back to its initial state before it is released.",
      "defer { \(back.joined(separator: "; ")) }",
    ]
    return .success((start, release + steps))
  }

  /// For a state the test cannot set (a store's `private(set) var currentState`): the store
  /// starts in the initial state, and the shortest path of events reaches the source, each step
  /// checked; a `*` source is the first candidate (as `anySource` ranks them) a path reaches.
  private func reachedSource(
    of transition: Transition, atoms: [GuardSolver.Atom], eventLabels: Set<String>,
    held: ReducerConvention.HeldState
  ) -> Result<(String, [String]), TestSkip> {
    guard let initial = machine.initial, let initialCase = stateCase(initial) else {
      return .failure(.noPathToSource)
    }
    let goals: [TypeCatalog.EnumCase]
    if transition.fromNode.isAny {
      goals = rankedSources(event: transition.event, target: transition.to, atoms: atoms)
    } else {
      guard let sourceCase = stateCase(transition.from) else {
        return .failure(.unknownState)
      }
      goals = [sourceCase]
    }
    let finder = PathFinder(planner: self)
    // The holder starts where its declaration says: checked first, so that a path does not
    // start from a state the type is not in.
    let first = [
      held.readBack,
      PathCheck.line(
        expecting: initialCase.name,
        equality: stateEnum.isEquatable && initialCase.payload.isEmpty),
    ]
    for goal in goals {
      // From the target itself a `*` transition changes nothing a test could see.
      if transition.fromNode.isAny, goal.name == transition.to { continue }
      // The path chooses the source's payload; a guard on it is not met by choice.
      if !ownAtoms(goal, atoms: atoms, eventLabels: eventLabels).isEmpty {
        if !transition.fromNode.isAny { return .failure(.pathMissesGuard) }
        continue
      }
      let start = stateExpression(initialCase, atoms: [])
      if goal.name == initial, !start.contains("<#") {
        return .success((start, first))
      }
      if let (start, steps) = finder.path(to: goal.name, checks: true, readBack: held.readBack) {
        return .success((start, first + steps))
      }
    }
    return .failure(.noPathToSource)
  }

  /// The guard's conditions on the payload of `stateCase` (by label, or for a single unlabeled
  /// element the names that are not the event's labels nor the state itself).
  private func ownAtoms(
    _ stateCase: TypeCatalog.EnumCase, atoms: [GuardSolver.Atom], eventLabels: Set<String>
  ) -> [GuardSolver.Atom] {
    var own = atoms.filter { atom in stateCase.payload.contains { $0.label == atom.name } }
    if own.isEmpty, stateCase.payload.count == 1, stateCase.payload[0].label == nil {
      own = atoms.filter { !eventLabels.contains($0.name) && !stateNames.contains($0.name) }
    }
    return own
  }

  /// The case with a payload that meets the guard's conditions on it: by label, or for a single
  /// unlabeled element (`case .waiting(let n) where n >= 3`), the conditions on names that are
  /// not the event's labels nor the state itself.
  package func stateExpression(
    _ stateCase: TypeCatalog.EnumCase, atoms: [GuardSolver.Atom], eventLabels: Set<String> = []
  ) -> String {
    let own = ownAtoms(stateCase, atoms: atoms, eventLabels: eventLabels)
    let values =
      builder.payloadValues(stateCase, atoms: own, reserved: []) ?? builder.placeholders(stateCase)
    return builder.caseExpression(stateCase, values: values)
  }

  /// For a `*` source: a buildable state that meets the guard's conditions on the state,
  /// preferring states other than the target (so that the test sees a change) with no transition
  /// of their own on this event, then the initial one.
  private func anySource(event: String, target: String, atoms: [GuardSolver.Atom]) -> String? {
    let built = rankedSources(event: event, target: target, atoms: atoms).map {
      stateExpression($0, atoms: atoms)
    }
    return built.first { !$0.contains("<#") } ?? built.first
  }

  /// The cases a `*` source may start from, best first: those that meet the guard's conditions
  /// on the state, other than the target, with no transition of their own on this event, the
  /// initial one first among equals.
  private func rankedSources(event: String, target: String, atoms: [GuardSolver.Atom])
    -> [TypeCatalog.EnumCase]
  {
    let stateAtoms = atoms.filter { stateNames.contains($0.name) }
    var order = stateEnum.cases
    if let initial = machine.initial, let index = order.firstIndex(where: { $0.name == initial }) {
      order.insert(order.remove(at: index), at: 0)
    }
    let candidates = order.filter { candidate in
      stateAtoms.allSatisfy { atom in
        let isCase = atom.literal == ".\(candidate.name)"
        return atom.op == "==" ? isCase : (atom.op == "!=" ? !isCase : false)
      }
    }
    let own = Set(machine.transitions.filter { $0.event == event }.map(\.from))
    let free = candidates.filter { !own.contains($0.name) }
    return free.filter { $0.name != target } + free + candidates
  }
}
