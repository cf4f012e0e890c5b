import ArchgenSyntax

/// One reducer on its way to a machine: what the linker's steps have found so far.
package struct LinkWork {
  package var reducer: ReducerFacts
  /// The enum of the state's cases, when the state is one.
  package var stateEnum: EnumFacts?
  package var eventEnum: EnumFacts?
  /// The state enum's cases, in declaration order.
  package var declared: [String] = []
  package var initial: String?
  /// Where each declared case is written, for `--strict`.
  package var locations: [String: (String, Int, Int)] = [:]
}

/// One pass of `MachineLinker.link(_:)`, as Periphery's `SourceGraphMutator` passes are: each
/// reads what the steps before it found. Their order is `MachineLinker.steps`; each says which
/// steps it must come before.
package protocol LinkStep {
  static func apply(_ work: inout LinkWork, _ linker: MachineLinker)
}

/// `State`/`Action`/`Event` nested in the owner, for closures that name no types (`Reduce { }`).
/// Must come before `MethodCallStep` and `EnumStep`, which look the types up.
package enum NestedTypeStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    let path = work.reducer.typePath
    work.reducer.stateType = work.reducer.stateType ?? linker.nestedType(["State"], in: path)
    work.reducer.eventType =
      work.reducer.eventType ?? linker.nestedType(["Action", "Event"], in: path)
  }
}

/// `state.map(task:transform:)` placeholders become the fields the method sets.
/// Must come before `InitialStep` (a struct state starts from the fields it changes) and
/// `EarlyExitStep` (it renumbers the exclusions).
package enum MethodCallStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    linker.resolveMethodCalls(&work.reducer)
  }
}

/// The state and event enums where their names are written, and the state's declared cases.
/// Must come before `InitialStep`, `LocationStep` and `EarlyExitStep`, which read the cases.
package enum EnumStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    let reducer = work.reducer
    work.stateEnum = linker.resolve(reducer.stateType, from: reducer.typePath)
    work.eventEnum =
      reducer.eventType != nil
      ? linker.resolve(reducer.eventType, from: reducer.typePath)
      : linker.resolve("Action", from: reducer.typePath)
        ?? linker.resolve("Event", from: reducer.typePath)
    work.declared = work.stateEnum?.cases.map(\.name) ?? []
  }
}

/// The initial state: a static initial, an initializer's argument, the holder's default, else a
/// struct state's field default. Must come before `EarlyExitStep`: a field's start is chosen
/// from the edges as the reducer writes them.
package enum InitialStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    let reducer = work.reducer
    var owners = [reducer.typePath.joined(separator: ".")]
    if let stateEnum = work.stateEnum { owners.insert(stateEnum.qualifiedName, at: 0) }
    var initial = linker.initial(owners: owners, holderInitial: reducer.holderInitial)
    let declared = work.declared
    if let value = initial, !declared.isEmpty, !declared.contains(value) { initial = nil }
    // A struct state's machine starts at a field's value, never at a whole value.
    let fieldsOnly =
      !reducer.transitions.isEmpty && reducer.transitions.allSatisfy(\.toNode.isField)
    if work.stateEnum == nil && fieldsOnly, let value = initial, !Node(value).isField {
      initial = nil
    }
    if initial == nil && work.stateEnum == nil {
      initial = linker.fieldInitial(
        reducer.stateType, from: reducer.typePath, transitions: reducer.transitions)
    }
    work.initial = initial
  }
}

/// Where each declared case is written, the first declaration of a name kept.
package enum LocationStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    for item in work.stateEnum?.cases ?? [] where work.locations[item.name] == nil {
      work.locations[item.name] = (
        work.stateEnum?.file ?? work.reducer.file, item.line, item.column
      )
    }
  }
}

/// `*` after an early exit: every declared state but those left behind. Last: it reads the
/// declared cases and the exclusions as `MethodCallStep` left them.
package enum EarlyExitStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    let declared = work.declared
    guard !declared.isEmpty && !work.reducer.exclusions.isEmpty else { return }
    let plain = Set(work.stateEnum?.cases.filter(\.payload.isEmpty).map(\.name) ?? [])
    work.reducer.transitions = expanded(work.reducer, plain: plain) { _ in declared }
  }

  /// The reducer's transitions, each one an early exit narrowed drawn once from every case of
  /// `cases(transition)` the exit does not leave behind; a transition without such an exit, or
  /// whose `cases` is nil, as it is. The exit tells only which cases the state is not in, as
  /// `*` does: a `plain` case (one with no payload) written where it may already hold it
  /// (`if phase != .done { phase = .loading }` from `loading`) leaves it as it was, no edge,
  /// as `* -> loading` never draws `loading -> loading`; a case rebuilt with a new payload
  /// still changes it (a self-loop).
  package static func expanded(
    _ reducer: ReducerFacts, plain: Set<String> = [], cases: (Transition) -> [String]?
  ) -> [Transition] {
    var expanded: [Transition] = []
    for (index, transition) in reducer.transitions.enumerated() {
      // An exclusion naming none of the cases (another object's case) tells nothing.
      guard let cases = cases(transition), let left = reducer.exclusions[index],
        left.contains(where: cases.contains)
      else {
        expanded.append(transition)
        continue
      }
      for state in cases where !left.contains(state) {
        if state == transition.to && plain.contains(state) { continue }
        var copy = transition
        copy.from = state
        expanded.append(copy)
      }
    }
    return expanded
  }
}
