/// `*` after a test that excludes one case of a struct state's field
/// (`guard state.sheet.mode != .choice else { return .none }`): every case of that field's enum
/// but the excluded ones (`sheet.mode=browse`, `sheet.mode=search`), read from the field's type as
/// the state's structs declare it, for every change the path makes below the test, as a
/// narrowing by a field's value is. A plain case written where the field may already be is no
/// edge (`EarlyExitStep`). Last, after `EarlyExitStep`.
package enum FieldExclusionStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    let reducer = work.reducer
    guard !reducer.heldFields, work.stateEnum == nil, !reducer.exclusions.isEmpty else { return }
    var expanded: [Transition] = []
    var exclusions: [Int: [String]] = [:]
    for (index, transition) in reducer.transitions.enumerated() {
      guard let left = reducer.exclusions[index], let cases = cases(left, reducer, linker) else {
        if let left = reducer.exclusions[index] { exclusions[expanded.count] = left }
        expanded.append(transition)
        continue
      }
      for state in cases.all where !left.contains(state) {
        if state == transition.to && cases.plain.contains(state) { continue }
        var copy = transition
        copy.from = state
        expanded.append(copy)
      }
    }
    work.reducer.transitions = expanded
    work.reducer.exclusions = exclusions
  }

  /// The cases of the one field every exclusion names, as `field=case`, when its enum is found.
  private static func cases(
    _ left: [String], _ reducer: ReducerFacts, _ linker: MachineLinker
  ) -> (all: [String], plain: Set<String>)? {
    let fields = Set(left.map { Node(read: $0) }.compactMap(\.assignedPath))
    guard fields.count == 1, let field = fields.first,
      left.allSatisfy({ Node(read: $0).assignedPath == field }),
      let found = linker.fieldEnum(field.split(separator: ".").map(String.init), of: reducer)
    else { return nil }
    let all = found.cases.map { SeveralStateFields.field(field, $0.name) }
    let plain = found.cases.filter(\.payload.isEmpty).map {
      SeveralStateFields.field(field, $0.name)
    }
    return (all, Set(plain))
  }
}
