/// The typed view of one `StateMachine`: its nodes, guards and events read once from the text
/// the machine keeps, and where it comes from.
package struct MachineModel {
  package struct State {
    package var node: Node
    package var reached: Bool
  }

  package struct Edge {
    package var from: Node
    package var to: Node
    package var event: EventPath
    package var guardCondition: Guard?
    package var effect: String?
    package var line: Int
    /// The transition as the machine keeps it.
    package var transition: Transition
  }

  package var origin: Origin
  package var initial: Node?
  package var states: [State]
  package var edges: [Edge]

  /// Reads `machine`; a declared case's node carries its payload wherever it appears.
  package init(_ machine: StateMachine, origin: Origin) {
    self.origin = origin
    var payloads: [String: String] = [:]
    for state in machine.states {
      if let payload = state.payload { payloads[state.name] = payload }
    }
    func node(_ text: String) -> Node { Node(text).withPayload(payloads) }
    initial = machine.initial.map(node)
    states = machine.states.map { State(node: node($0.name), reached: $0.reached) }
    edges = machine.transitions.map {
      Edge(
        from: node($0.from), to: node($0.to), event: EventPath($0.event),
        guardCondition: $0.guardText.map { Guard($0) }, effect: $0.effect, line: $0.line,
        transition: $0)
    }
  }
}

extension StateMachine {
  /// The machine's origin when nothing but the machine is known: its position, column 0.
  package var origin: Origin {
    Origin(form: .unrecorded, owner: name, function: function, file: file, line: line, column: 0)
  }
}

extension Transition {
  /// The source node, read by the model (and written as its text).
  package var fromNode: Node {
    get { Node(from) }
    set { from = newValue.text }
  }
  /// The target node, read by the model (and written as its text).
  package var toNode: Node {
    get { Node(to) }
    set { to = newValue.text }
  }
  /// The event, read by the model.
  package var eventPath: EventPath { EventPath(event) }
  /// The guard, parsed by the model; nil without one.
  package var guardCondition: Guard? { guardText.map { Guard($0) } }
}
