import ArchgenGraph

extension StateRegions {
  /// The regions of a machine that sets fields of its state; nil when no transition sets one.
  public init?(_ machine: StateMachine) {
    guard machine.transitions.contains(where: { $0.toNode.isField }) else { return nil }
    let values = Self.values(machine)
    var regions: [String: StateRegion] = [:]
    var order: [String] = []
    // A field the code only tests (never sets) is no region: its tests lead the guards.
    let set = Set(machine.transitions.map { FieldValue($0.toNode).field })
    for (field, fieldValues) in values.ordered
    where set.contains(field) && fieldValues.contains(where: { $0 != "?" }) {
      let shown = Self.shownValues(fieldValues)
      let reached = Dictionary(
        machine.states.map { ($0.name, $0.reached) }, uniquingKeysWith: { first, _ in first })
      let nodes = shown.map { value in
        StateNode(
          name: value,
          reached: reached[FieldValue(field: field, value: value).node] ?? true)
      }
      let initial = machine.initial.map { FieldValue(Node($0)) }.flatMap {
        $0.field == field ? Self.shown($0.value, in: fieldValues) : nil
      }
      regions[field] = StateRegion(field: field, values: nodes, initial: initial, transitions: [])
      order.append(field)
    }
    var computed: [ComputedUpdate] = []
    for transition in machine.transitions {
      let target = FieldValue(transition.toNode)
      let source = FieldValue(transition.fromNode)
      guard var region = regions[target.field] else {
        Self.addComputed(target.field, transition, &computed)
        continue
      }
      var edge = transition
      edge.to = Self.shown(target.value, in: values.byField[target.field] ?? [])
      if transition.fromNode.isAny || transition.fromNode.isStart {
        edge.from = transition.from
      } else if source.field == target.field {
        edge.from = Self.shown(source.value, in: values.byField[source.field] ?? [])
      } else {
        edge.from = Self.anyValue
        edge.guardText = Self.testing(transition.from, transition.guardText)
      }
      region.transitions.append(edge)
      regions[target.field] = region
    }
    self.init(regions: order.compactMap { regions[$0] }, computed: computed)
  }

  /// Each field's values: the machine's states, then the transitions' ends, then its initial
  /// value, in order of first appearance.
  private static func values(
    _ machine: StateMachine
  ) -> (ordered: [(String, [String])], byField: [String: [String]]) {
    var order: [String] = []
    var byField: [String: [String]] = [:]
    let nodes =
      (machine.states.map(\.name) + machine.transitions.flatMap { [$0.from, $0.to] }
      + (machine.initial.map { [$0] } ?? [])).map { Node($0) }
    for node in nodes where !node.isAny && !node.isStart {
      let value = FieldValue(node)
      if byField[value.field] == nil {
        order.append(value.field)
        byField[value.field] = []
      }
      if byField[value.field]?.contains(value.value) == false {
        byField[value.field]?.append(value.value)
      }
    }
    return (order.map { ($0, byField[$0] ?? []) }, byField)
  }

  /// The values a region draws: `?` becomes `non-nil` for an optional (a field also set to `nil`),
  /// else `…`.
  private static func shownValues(_ values: [String]) -> [String] {
    var result: [String] = []
    for value in values.map({ shown($0, in: values) }) where !result.contains(value) {
      result.append(value)
    }
    return result
  }

  private static func shown(_ value: String, in values: [String]) -> String {
    guard Node(value: value) == .unknown else { return value }
    return values.contains("nil") ? nonNil : otherValue
  }

  /// A guard led by the test of another field that gave the transition its source.
  private static func testing(_ from: String, _ guardText: String?) -> String {
    let node = Node(from)
    let test = node.isField ? from : Node.field(path: FieldValue.wholeState, value: node).text
    return guardText.map { "\(test), \($0)" } ?? test
  }

  /// Adds `field` to the update of the same source, event, guard and effect, or a new update.
  private static func addComputed(
    _ field: String, _ transition: Transition, _ computed: inout [ComputedUpdate]
  ) {
    var update = transition
    update.to = StateMachine.unknownState
    if !transition.fromNode.isAny && !transition.fromNode.isStart {
      update.from = anyValue
      update.guardText = testing(transition.from, transition.guardText)
    }
    // One legend line per source, event, guard and effect, whichever lines set the fields.
    if let index = computed.firstIndex(where: { $0.transition.sameLabel(as: update) }) {
      if !computed[index].fields.contains(field) { computed[index].fields.append(field) }
    } else {
      computed.append(ComputedUpdate(fields: [field], transition: update))
    }
  }
}

extension Transition {
  fileprivate func sameLabel(as other: Transition) -> Bool {
    from == other.from && event == other.event && guardText == other.guardText
      && effect == other.effect
  }
}
