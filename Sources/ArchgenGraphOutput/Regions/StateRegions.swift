import ArchgenGraph

/// A struct-state machine drawn as statechart orthogonal regions: one region per field whose
/// values can be listed (enum cases, `Bool`, literals, an optional set or cleared), and the fields
/// set only to computed values (`?`) as a legend of the events that set them.
///
/// Built from the machine's per-field transitions, which stay as they are (JSON, `tests` and
/// `--diff` read those); nil for a machine no transition of which sets a field.
public struct StateRegions: Sendable, Equatable {
  /// The node a region's edge starts from when the code does not test that field.
  public static let anyValue = StateMachine.anyState
  /// What an optional field set to a computed value holds (it was also set to `nil`).
  public static let nonNil = "non-nil"
  /// A computed value of a field that also takes listed values.
  public static let otherValue = "…"

  public var regions: [StateRegion]
  /// Updates of the fields that only take computed values, in source order.
  public var computed: [ComputedUpdate]

  public init(regions: [StateRegion], computed: [ComputedUpdate]) {
    self.regions = regions
    self.computed = computed
  }
}

/// One field of the state and the values it moves between.
public struct StateRegion: Sendable, Equatable {
  /// The field's path (`mode`, `syncUp.attendees`, `items[].done`), or `self` for the whole state.
  public var field: String
  /// The field's values in the order the machine names them.
  public var values: [StateNode]
  /// The field's value when the machine starts, when known.
  public var initial: String?
  /// Edges between values; `from` is `anyValue` when the code does not test the field, and a test
  /// of another field is written at the front of the guard (`phase=running`).
  public var transitions: [Transition]

  public init(field: String, values: [StateNode], initial: String?, transitions: [Transition]) {
    self.field = field
    self.values = values
    self.initial = initial
    self.transitions = transitions
  }

  /// The region's title: the field, or `self[]` for an element of a collection state.
  public var title: String { field.hasPrefix("[") ? FieldValue.wholeState + field : field }

  /// Whether the region draws its `*` node: some edge starts where the code does not test it.
  package var drawsAnyValue: Bool { transitions.contains { $0.from == StateRegions.anyValue } }

  /// The value the start arrow points at: the initial value, unless an edge already starts from
  /// the pseudo-state `[*]`.
  package var startValue: String? {
    transitions.contains { $0.fromNode.isStart } ? nil : initial
  }

  /// Short ids for the text formats, keyed by value: `<prefix>s<index>`, and `<prefix>any` for
  /// the `*` node when the region draws one.
  package func nodeIDs(prefix: String) -> [String: String] {
    var ids: [String: String] = [:]
    for (index, value) in values.enumerated() { ids[value.name] = "\(prefix)s\(index)" }
    if drawsAnyValue { ids[StateRegions.anyValue] = "\(prefix)any" }
    return ids
  }

  /// The name the machine gives a value of this region (`mode=idle`), unique across regions.
  public func node(_ value: String) -> String {
    FieldValue(field: field, value: value).node
  }
}

/// A change of a field that only takes computed values: `event [guard] / field := …`.
public struct ComputedUpdate: Sendable, Equatable {
  /// The fields the transition sets, in source order.
  public var fields: [String]
  /// The transition, its guard led by a test of another field when there is one; `to` is `?`.
  public var transition: Transition

  public init(fields: [String], transition: Transition) {
    self.fields = fields
    self.transition = transition
  }

  /// `event [guard] / a := …, b := …`: the line the legend shows (the guard cut as on edges).
  package var legendLine: String {
    var shown = transition
    let updates = fields.map { "\($0) := \(StateRegions.otherValue)" }
    shown.effect = ((transition.effect.map { [$0] } ?? []) + updates).joined(separator: ", ")
    return EdgeLabel.short(shown)
  }
}
