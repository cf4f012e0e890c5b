/// Puts the state transfers in (`phase = phase.next`): a change to a transfer's placeholder
/// becomes one edge from each case the transfer moves to the case it gives (from a known case,
/// that case's only), and what followed it starts from the values the transfer gives. With no
/// transfer of that name in the run, the change is `?` and what followed starts where it did.
/// Must come before `MethodCallStep` and `EarlyExitStep`: it renumbers the exclusions.
package enum StateTransferStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    let reducer = work.reducer
    guard
      reducer.transitions.contains(where: {
        Node($0.to).transfer != nil || Node($0.from).afterTransfer != nil
      })
    else { return }
    var result: [Transition] = []
    var exclusions: [Int: [String]] = [:]
    for (index, transition) in reducer.transitions.enumerated() {
      let left = reducer.exclusions[index]
      for from in sources(transition.from, linker) {
        var copy = transition
        copy.from = from
        guard let (path, key) = Node(transition.to).transfer else {
          if from == copy.to && from != transition.from { continue }
          if let left { exclusions[result.count] = left }
          result.append(copy)
          continue
        }
        let field = path.map { $0 + "=" } ?? ""
        guard let transfer = transfer(key, linker) else {
          copy.to = field + StateMachine.unknownState
          if let left { exclusions[result.count] = left }
          result.append(copy)
          continue
        }
        let start = from.hasPrefix(field) ? String(from.dropFirst(field.count)) : from
        for move in transfer.moves {
          let isAny = from == StateMachine.anyState
          guard isAny && !(left ?? []).contains(field + move.from) || start == move.from else {
            continue
          }
          copy.from = field + move.from
          copy.to = field + move.to
          if !result.contains(copy) { result.append(copy) }
        }
      }
    }
    work.reducer.transitions = result
    work.reducer.exclusions = exclusions
  }

  /// The starts a placeholder stands for: the transfer's values (and the fallback), else the
  /// start before it; any other start as it is.
  private static func sources(_ from: String, _ linker: MachineLinker) -> [String] {
    guard let parts = Node(from).afterTransfer else { return [from] }
    let field = parts.field.map { $0 + "=" } ?? ""
    let prefix = { (value: String) in
      value == StateMachine.anyState ? value : field + value
    }
    guard let transfer = transfer(parts.key, linker) else { return [prefix(parts.before)] }
    var values = transfer.images
    if let fallback = parts.fallback, !values.contains(fallback) { values.append(fallback) }
    return values.map(prefix)
  }

  /// The transfer of the state's own type by that name; else the one transfer of the run by that
  /// name (a state written through a type alias).
  private static func transfer(_ key: StateTransferKey, _ linker: MachineLinker) -> StateTransfer? {
    let named = linker.transfers[key.property] ?? []
    if let own = named.first(where: { $0.typeName == key.type }) { return own }
    return named.count == 1 ? named.first : nil
  }
}
