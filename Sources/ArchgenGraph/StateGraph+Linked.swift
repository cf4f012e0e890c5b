import ArchgenCore

extension StateGraph {
  /// Every machine the facts give, linked and in drawing order, before any is dropped: the
  /// helpers folded into another machine of their type beside them. Each keeps its `Origin`.
  package static func linkedMachines(_ all: [FileFacts]) -> (
    machines: [LinkedMachine], folded: [DroppedCandidate]
  ) {
    let linker = MachineLinker(all)
    let elsewhere = EnumElsewhere(all)
    let inherited = InheritedState(all, enums: elsewhere)
    var linked: [(order: Int, machine: LinkedMachine)] = []
    var groups: [String: [UniFlowFacts]] = [:]
    var groupOrder: [(order: Int, owner: String)] = []
    var folded: [DroppedCandidate] = []
    for (fileIndex, facts) in all.enumerated() {
      let resolved = inherited.resolved(facts.reducers)
      folded += resolved.dropped
      let standing = elsewhere.kept(resolved.kept)
      folded += standing.dropped
      let merged = MachineMerger.merging(standing.kept)
      folded += merged.folded
      for reducer in merged.reducers {
        linked.append((fileIndex, linker.link(reducer)))
      }
      for item in facts.uniFlow {
        if groups[item.owner] == nil { groupOrder.append((fileIndex, item.owner)) }
        groups[item.owner, default: []].append(item)
      }
    }
    for (order, owner) in groupOrder {
      linked.append((order, linker.link(uniFlow: groups[owner] ?? [])))
    }
    linked.sort { ($0.order, $0.machine.machine.line) < ($1.order, $1.machine.machine.line) }
    return (linked.map(\.machine), folded)
  }

  /// The linked machines of sources in memory, read as `analyze(sources:options:)` reads them.
  package static func linkedMachines(sources: [SourceText], functions: [String] = [])
    -> [LinkedMachine]
  {
    let scan = FactsScan(
      scan: SourceScan(sources: sources), extraFunctions: Set(functions), prefilter: true)
    return linkedMachines(BodyContracts.attached(scan.run())).machines
  }
}
