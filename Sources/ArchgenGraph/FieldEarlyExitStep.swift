/// `*` after an early exit in a machine over several held values (`SeveralStateFields`): every
/// declared case of the field's own state type but those left behind
/// (`if feedState != .loaded { feedState = .loading }`: `feedState=idle -> feedState=loading`,
/// `feedState=failed -> feedState=loading`), as `EarlyExitStep` draws it for a machine over one
/// value. Last, with `EarlyExitStep`: it reads the exclusions as `MethodCallStep` left them.
package enum FieldEarlyExitStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    let reducer = work.reducer
    guard reducer.heldFields, !reducer.exclusions.isEmpty else { return }
    var declared: [String: [String]] = [:]
    for (field, type) in reducer.fieldTypes where !type.isEmpty {
      let cases = linker.resolve(type, from: reducer.typePath)?.cases.map(\.name) ?? []
      declared[field] = cases.map { SeveralStateFields.field(field, $0) }
    }
    var expanded: [Transition] = []
    for (index, transition) in reducer.transitions.enumerated() {
      guard transition.fromNode.isAny, case .field(let field, _) = transition.toNode,
        let cases = declared[field], let left = reducer.exclusions[index],
        left.contains(where: cases.contains)
      else {
        expanded.append(transition)
        continue
      }
      for state in cases where !left.contains(state) {
        var copy = transition
        copy.from = state
        expanded.append(copy)
      }
    }
    work.reducer.transitions = expanded
    work.reducer.exclusions = [:]
  }
}
