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
    var plain: Set<String> = []
    for (field, type) in reducer.fieldTypes where !type.isEmpty {
      let cases = linker.resolve(type, from: reducer.typePath)?.cases ?? []
      declared[field] = cases.map { SeveralStateFields.field(field, $0.name) }
      plain.formUnion(
        cases.filter(\.payload.isEmpty).map { SeveralStateFields.field(field, $0.name) })
    }
    work.reducer.transitions = EarlyExitStep.expanded(reducer, plain: plain) { transition in
      guard transition.fromNode.isAny, case .field(let field, _) = transition.toNode else {
        return nil
      }
      return declared[field]
    }
    work.reducer.exclusions = [:]
  }
}
