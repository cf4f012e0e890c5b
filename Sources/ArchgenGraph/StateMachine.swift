/// A state machine read from one reducer: its states, its transitions and where it was found.
public struct StateMachine: Sendable, Equatable {
  /// "Any state": the switch does not look at the state.
  public static let anyState = "*"
  /// A target that cannot be told statically.
  public static let unknownState = "?"
  /// UniFlow's pseudo-state before `initialization` and after `deinitialization`.
  public static let pseudoState = "[*]"

  /// The type that owns the reducer (or the variable or function name for free reducers).
  public var name: String
  /// The function, property or method that holds the reducer (`body`, `reduce`), or the stored
  /// property of a class machine; nil when unknown.
  public var function: String?
  public var file: String
  public var line: Int
  public var stateType: String?
  public var eventType: String?
  public var initial: String?
  /// Declared cases first (declaration order), then other states named by transitions.
  public var states: [StateNode]
  public var transitions: [Transition]

  public init(
    name: String, file: String, line: Int, stateType: String?, eventType: String?,
    initial: String?, states: [StateNode], transitions: [Transition], function: String? = nil
  ) {
    self.name = name
    self.function = function
    self.file = file
    self.line = line
    self.stateType = stateType
    self.eventType = eventType
    self.initial = initial
    self.states = states
    self.transitions = transitions
  }

  /// Every node a renderer has to draw: the states, then endpoints of transitions not among them.
  public var allNodes: [String] {
    var seen = Set(states.map(\.name))
    var result = states.map(\.name)
    for transition in transitions {
      for node in [transition.from, transition.to] where seen.insert(node).inserted {
        result.append(node)
      }
    }
    return result
  }

  /// Whether any transition starts or ends in UniFlow's pseudo-state.
  public var usesPseudoState: Bool {
    transitions.contains { $0.from == Self.pseudoState || $0.to == Self.pseudoState }
  }
}

/// One state of a machine; `reached` is false when no transition leads to it and it is not initial.
public struct StateNode: Sendable, Equatable {
  public var name: String
  public var reached: Bool
  /// For a declared case of the state enum, its payload's tokens (empty when it has none); nil for
  /// any other state (a struct field's value, a case the code names but the enum lacks).
  public var payload: String?

  public init(name: String, reached: Bool, payload: String? = nil) {
    self.name = name
    self.reached = reached
    self.payload = payload
  }
}

/// One edge: `from` --event [guard] / effect--> `to`.
public struct Transition: Sendable, Equatable {
  public var from: String
  public var to: String
  public var event: String
  public var guardText: String?
  /// A side effect the case triggers, e.g. `load()` for a followed method call.
  public var effect: String?
  public var line: Int

  public init(
    from: String, to: String, event: String, guardText: String? = nil, effect: String? = nil,
    line: Int
  ) {
    self.from = from
    self.to = to
    self.event = event
    self.guardText = guardText
    self.effect = effect
    self.line = line
  }

  /// `event [guard] / effect`, the label every diagram format shows.
  public var label: String {
    var text = event
    if let guardText { text += " [\(guardText)]" }
    if let effect { text += " / \(effect)" }
    return text
  }
}
