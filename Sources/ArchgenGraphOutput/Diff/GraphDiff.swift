import ArchgenGraph
import ArchgenSyntax

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
  package static func key(_ machine: StateMachine) -> [String] {
    [machine.name, function(machine) ?? ""]
      + [machine.stateType, machine.eventType].map { $0.map(TokenText.normalized) ?? "" }
  }

  package static func function(_ machine: StateMachine) -> String? { machine.function }

  /// A state enum's case renamed: the declared cases match one to one by position, and where the
  /// names differ, the old name is gone, the new one is new and the payloads are the same. Any
  /// other change of the case list (a case added, removed, moved or given another payload) is
  /// shown as states added and removed.
  package static func renamedCases(_ old: StateMachine, _ new: StateMachine) -> [(
    old: String, new: String
  )] {
    let before = old.states.filter { $0.payload != nil }
    let after = new.states.filter { $0.payload != nil }
    guard !before.isEmpty, before.count == after.count else { return [] }
    let oldNames = Set(before.map(\.name))
    let newNames = Set(after.map(\.name))
    var renamed: [(old: String, new: String)] = []
    for (was, now) in zip(before, after) where was.name != now.name {
      guard was.payload == now.payload, !newNames.contains(was.name), !oldNames.contains(now.name)
      else { return [] }
      renamed.append((was.name, now.name))
    }
    return renamed
  }

  package static func compare(_ old: StateMachine, _ new: StateMachine) -> MachineDiff {
    var diff = MachineDiff(
      name: new.name, function: function(new), file: new.file, status: .changed, machine: new)
    let oldStates = old.allNodes
    let newStates = new.allNodes
    var removedStates = oldStates.filter { !newStates.contains($0) }
    var addedStates = newStates.filter { !oldStates.contains($0) }
    var oldEdges = old.transitions.map(Edge.init)
    let newEdges = new.transitions.map(Edge.init)
    diff.renamedStates = renamedCases(old, new)
    for (before, after) in diff.renamedStates {
      oldEdges = oldEdges.map { $0.renaming(before, to: after) }
    }
    removedStates.removeAll { state in diff.renamedStates.contains { $0.old == state } }
    addedStates.removeAll { state in diff.renamedStates.contains { $0.new == state } }
    diff.addedStates = addedStates
    diff.removedStates = removedStates
    let oldInitial = old.initial.map { initial in
      diff.renamedStates.first { $0.old == initial }?.new ?? initial
    }
    if oldInitial != new.initial {
      diff.initialChange = .init(old: old.initial, new: new.initial)
    }
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
        $0.from == edge.from && $0.eventKey == edge.eventKey && $0.guardKey == edge.guardKey
      }) {
        let oldEdge = leftOld.remove(at: index)
        diff.retargeted.append(
          .init(
            from: edge.from, event: edge.event, guardText: edge.guardText, oldTo: oldEdge.to,
            newTo: edge.to))
      } else if let index = leftOld.firstIndex(where: {
        $0.from == edge.from && $0.to == edge.to && $0.eventKey == edge.eventKey
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

/// A transition as the diff compares it: without its line or effect, and with its event and
/// guard read as tokens, so that reformatting the code (`a&&b`, a guard over two lines, a
/// comment) changes nothing.
package struct Edge: Equatable {
  package var from: String
  package var to: String
  package var event: String
  /// The event's tokens: what events are compared by.
  package var eventKey: String
  package var guardText: String?
  /// The guard's tokens: what guards are compared by.
  package var guardKey: String?
  package var transition: Transition

  package init(_ transition: Transition) {
    from = transition.from
    to = transition.to
    event = transition.event
    eventKey = TokenText.normalized(transition.event)
    guardText = transition.guardText
    guardKey = transition.guardCondition.map { TokenText.normalized($0.syntax) }
    self.transition = transition
  }

  package func renaming(_ old: String, to new: String) -> Edge {
    var copy = self
    if copy.from == old { copy.from = new }
    if copy.to == old { copy.to = new }
    return copy
  }

  package static func == (lhs: Edge, rhs: Edge) -> Bool {
    lhs.from == rhs.from && lhs.to == rhs.to && lhs.eventKey == rhs.eventKey
      && lhs.guardKey == rhs.guardKey
  }
}
