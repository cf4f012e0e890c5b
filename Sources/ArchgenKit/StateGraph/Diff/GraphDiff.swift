/// Compares the machines of two versions of the code.
public enum GraphDiff {
  /// The changed, added and removed machines, in the order of the new version, then the removed
  /// ones in the order of the old one. Unchanged machines are left out.
  public static func compare(old: [StateMachine], new: [StateMachine]) -> [MachineDiff] {
    var remaining = old
    var result: [MachineDiff] = []
    for machine in new {
      if let index = remaining.firstIndex(where: { key($0) == key(machine) }) {
        let diff = compare(remaining.remove(at: index), machine)
        if !diff.isEmpty { result.append(diff) }
      } else {
        result.append(
          MachineDiff(
            name: machine.name, function: function(machine), file: machine.file, status: .added,
            addedStates: machine.allNodes, addedTransitions: machine.transitions, machine: machine))
      }
    }
    for machine in remaining {
      result.append(
        MachineDiff(
          name: machine.name, function: function(machine), file: machine.file, status: .removed,
          removedStates: machine.allNodes, removedTransitions: machine.transitions,
          machine: machine))
    }
    return result
  }

  /// Machines are the same machine when their owner, function and types are.
  static func key(_ machine: StateMachine) -> [String] {
    [machine.name, function(machine) ?? "", machine.stateType ?? "", machine.eventType ?? ""]
  }

  static func function(_ machine: StateMachine) -> String? { machine.function }

  static func compare(_ old: StateMachine, _ new: StateMachine) -> MachineDiff {
    var diff = MachineDiff(
      name: new.name, function: function(new), file: new.file, status: .changed, machine: new)
    let oldStates = old.allNodes
    let newStates = new.allNodes
    var removedStates = oldStates.filter { !newStates.contains($0) }
    var addedStates = newStates.filter { !oldStates.contains($0) }
    var oldEdges = old.transitions.map(Edge.init)
    let newEdges = new.transitions.map(Edge.init)
    // A removed state most of whose transitions reappear with an added state's name was renamed
    // (the rest are then ordinary changes of a renamed state).
    for removed in removedStates {
      for added in addedStates {
        let renamed = oldEdges.map { $0.renaming(removed, to: added) }
        let touching = renamed.filter { $0.from == added || $0.to == added }
        let kept = touching.filter { newEdges.contains($0) }.count
        guard kept * 2 > touching.count else { continue }
        oldEdges = renamed
        diff.renamedStates.append((removed, added))
        addedStates.removeAll { $0 == added }
        break
      }
    }
    removedStates.removeAll { state in diff.renamedStates.contains { $0.old == state } }
    diff.addedStates = addedStates
    diff.removedStates = removedStates
    var leftOld = oldEdges
    var leftNew: [Edge] = []
    for edge in newEdges {
      if let index = leftOld.firstIndex(of: edge) {
        leftOld.remove(at: index)
      } else {
        leftNew.append(edge)
      }
    }
    var unmatchedNew: [Edge] = []
    for edge in leftNew {
      if let index = leftOld.firstIndex(where: {
        $0.from == edge.from && $0.event == edge.event && $0.guardText == edge.guardText
      }) {
        let oldEdge = leftOld.remove(at: index)
        diff.retargeted.append(
          .init(
            from: edge.from, event: edge.event, guardText: edge.guardText, oldTo: oldEdge.to,
            newTo: edge.to))
      } else if let index = leftOld.firstIndex(where: {
        $0.from == edge.from && $0.to == edge.to && $0.event == edge.event
      }) {
        let oldEdge = leftOld.remove(at: index)
        diff.guardChanges.append(
          .init(
            from: edge.from, to: edge.to, event: edge.event, oldGuard: oldEdge.guardText,
            newGuard: edge.guardText))
      } else {
        unmatchedNew.append(edge)
      }
    }
    diff.addedTransitions = unmatchedNew.map(\.transition)
    diff.removedTransitions = leftOld.map(\.transition)
    return diff
  }
}

/// A transition as the diff compares it: without its line or effect.
struct Edge: Equatable {
  var from: String
  var to: String
  var event: String
  var guardText: String?
  var transition: Transition

  init(_ transition: Transition) {
    from = transition.from
    to = transition.to
    event = transition.event
    guardText = transition.guardText
    self.transition = transition
  }

  func renaming(_ old: String, to new: String) -> Edge {
    var copy = self
    if copy.from == old { copy.from = new }
    if copy.to == old { copy.to = new }
    return copy
  }

  static func == (lhs: Edge, rhs: Edge) -> Bool {
    lhs.from == rhs.from && lhs.to == rhs.to && lhs.event == rhs.event
      && lhs.guardText == rhs.guardText
  }
}
