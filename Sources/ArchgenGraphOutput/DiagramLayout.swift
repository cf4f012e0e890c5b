import ArchgenGraph

/// One drawn edge: every transition between the same two nodes, one label line each.
package struct DiagramEdge: Equatable {
  package var from: String
  package var to: String
  /// Short labels (`EdgeLabel.short`; `GuardDifference` where two would read the same), in source
  /// order, duplicates dropped.
  package var lines: [String]
  /// Full labels (`EdgeLabel.full`), one for each of `lines`.
  package var fullLines: [String]

  /// Whether a guard was cut, so the full text is worth a tooltip.
  package var isCut: Bool { lines != fullLines }
}

/// What every picture format draws for one machine: the nodes, the start arrow and the edges,
/// parallel transitions merged.
package struct DiagramLayout {
  /// `allNodes`, plus the initial state when no transition names it.
  package var nodes: [String]
  /// The initial state when it needs a start arrow: it is known and no transition from the
  /// pseudo-state `[*]` already leads to it.
  package var start: String?
  package var edges: [DiagramEdge]

  package init(_ machine: StateMachine) {
    nodes = machine.allNodes
    if let initial = machine.initial, !nodes.contains(initial) { nodes.append(initial) }
    start = machine.initial.flatMap { initial in
      machine.transitions.contains { $0.fromNode.isStart && $0.to == initial }
        ? nil : initial
    }
    edges = Self.merged(machine.transitions)
  }

  /// Transitions grouped by (from, to) in order of first appearance; labels that would read the
  /// same from one state show where their guards differ (`GuardDifference`).
  package static func merged(_ transitions: [Transition]) -> [DiagramEdge] {
    struct Pair: Hashable {
      var from: String
      var to: String
    }
    var edges: [DiagramEdge] = []
    var index: [Pair: Int] = [:]
    let shortLabels = GuardDifference.shortLabels(transitions)
    for (transition, short) in zip(transitions, shortLabels) {
      let key = Pair(from: transition.from, to: transition.to)
      let full = EdgeLabel.full(transition)
      if let at = index[key] {
        guard !edges[at].fullLines.contains(full) else { continue }
        edges[at].lines.append(short)
        edges[at].fullLines.append(full)
      } else {
        index[key] = edges.count
        edges.append(
          DiagramEdge(
            from: transition.from, to: transition.to, lines: [short],
            fullLines: [full]))
      }
    }
    return edges
  }
}
