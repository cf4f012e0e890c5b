/// A machine with what `--strict` needs to know about where it came from.
struct LinkedMachine {
  var machine: StateMachine
  var column: Int
  var eventCases: [String]?
  var stateLocations: [String: (file: String, line: Int, column: Int)]
  var cases: [CaseRecord]
}

/// Resolves states, initial states and declared cases across all files' facts.
struct MachineLinker {
  private var enums: [String: EnumFacts] = [:]
  private var enumsBySimpleName: [String: [EnumFacts]] = [:]
  /// The first value seen for each type path, with its order among all of them.
  private var staticInitials: [String: (order: Int, value: String)] = [:]
  private var initialArguments: [String: (order: Int, value: String)] = [:]
  private var holderInitials: [String: (order: Int, value: String)] = [:]
  private var featureStates: [(owner: String, name: String)] = []
  private var typeNames: Set<String> = []

  init(_ all: [FileFacts]) {
    for facts in all {
      for item in facts.enums where enums[item.qualifiedName] == nil {
        enums[item.qualifiedName] = item
        let simple = item.qualifiedName.split(separator: ".").last.map(String.init) ?? ""
        enumsBySimpleName[simple, default: []].append(item)
      }
      Self.index(facts.staticInitials, into: &staticInitials)
      Self.index(facts.initialArguments, into: &initialArguments)
      Self.index(facts.holderInitials, into: &holderInitials)
      featureStates += facts.featureStates
      typeNames.formUnion(facts.typeNames)
    }
  }

  private static func index(
    _ items: [(typePath: String, value: String)],
    into table: inout [String: (order: Int, value: String)]
  ) {
    for item in items where table[item.typePath] == nil {
      table[item.typePath] = (table.count, item.value)
    }
  }

  /// Finds the enum a type name means where it is written: nested names first, then a unique
  /// simple name anywhere.
  func resolve(_ typeName: String?, from path: [String]) -> EnumFacts? {
    let components = typeName.map(SyntaxScope.splitTypeName) ?? ["State"]
    let written = components == ["Self"] ? [] : components
    for depth in stride(from: path.count, through: 0, by: -1) {
      let candidate = (Array(path[..<depth]) + written).joined(separator: ".")
      if let found = enums[candidate] { return found }
    }
    guard typeName != nil, let last = written.last, let matches = enumsBySimpleName[last],
      matches.count == 1
    else { return nil }
    return matches[0]
  }

  /// `State`/`Action` nested in the owner, for closures that name no types (`Reduce { }`).
  private func nestedType(_ candidates: [String], in path: [String]) -> String? {
    guard !path.isEmpty else { return nil }
    let owner = path.joined(separator: ".")
    return candidates.first { typeNames.contains("\(owner).\($0)") }
  }

  func link(_ reducer: ReducerFacts) -> LinkedMachine {
    var reducer = reducer
    reducer.stateType = reducer.stateType ?? nestedType(["State"], in: reducer.typePath)
    reducer.eventType = reducer.eventType ?? nestedType(["Action", "Event"], in: reducer.typePath)
    let stateEnum = resolve(reducer.stateType, from: reducer.typePath)
    let eventEnum =
      reducer.eventType != nil
      ? resolve(reducer.eventType, from: reducer.typePath)
      : resolve("Action", from: reducer.typePath) ?? resolve("Event", from: reducer.typePath)
    let declared = stateEnum?.cases.map(\.name) ?? []
    var owners = [reducer.typePath.joined(separator: ".")]
    if let stateEnum { owners.insert(stateEnum.qualifiedName, at: 0) }
    let owner = owners.last.flatMap { $0.isEmpty ? nil : $0 }
    var initial =
      owners.compactMap { staticInitials[$0] }.min { $0.order < $1.order }?.value
      ?? owner.flatMap { initialArguments[$0]?.value }
      ?? reducer.holderInitial
      ?? owner.flatMap { holderInitials[$0]?.value }
    if let value = initial, !declared.isEmpty, !declared.contains(value) { initial = nil }
    var locations: [String: (String, Int, Int)] = [:]
    for item in stateEnum?.cases ?? [] where locations[item.name] == nil {
      locations[item.name] = (stateEnum?.file ?? reducer.file, item.line, item.column)
    }
    let machine = Self.machine(
      name: reducer.name, file: reducer.file, line: reducer.line, stateType: reducer.stateType,
      eventType: reducer.eventType, initial: initial, declared: declared,
      transitions: reducer.transitions)
    return LinkedMachine(
      machine: machine, column: reducer.column, eventCases: eventEnum?.cases.map(\.name),
      stateLocations: locations, cases: reducer.cases)
  }

  /// UniFlow functions of one feature, possibly spread over extensions and files.
  func link(uniFlow group: [UniFlowFacts]) -> LinkedMachine {
    let first = group[0]
    let transitions = group.flatMap(\.transitions)
    let declared = featureStates.filter { $0.owner == first.owner }.map(\.name)
    let starts = Set(transitions.filter { $0.from == StateMachine.pseudoState }.map(\.to))
    let machine = Self.machine(
      name: first.owner, file: first.file, line: first.line, stateType: first.owner,
      eventType: group.lazy.compactMap(\.eventType).first,
      initial: starts.count == 1 ? starts.first : nil, declared: declared,
      transitions: transitions)
    return LinkedMachine(
      machine: machine, column: first.column, eventCases: nil, stateLocations: [:], cases: [])
  }

  static func machine(
    name: String, file: String, line: Int, stateType: String?, eventType: String?,
    initial: String?, declared: [String], transitions: [Transition]
  ) -> StateMachine {
    let special: Set<String> = [
      StateMachine.anyState, StateMachine.unknownState, StateMachine.pseudoState,
    ]
    var names = declared
    var seen = Set(declared)
    let named = (initial.map { [$0] } ?? []) + transitions.flatMap { [$0.from, $0.to] }
    for state in named where !special.contains(state) && seen.insert(state).inserted {
      names.append(state)
    }
    let targets = Set(transitions.map(\.to))
    let states = names.map { StateNode(name: $0, reached: $0 == initial || targets.contains($0)) }
    return StateMachine(
      name: name, file: file, line: line, stateType: stateType, eventType: eventType,
      initial: initial, states: states, transitions: transitions)
  }
}
