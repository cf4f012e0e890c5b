import ArchgenSyntax

/// A machine with what `--strict` needs to know about where it came from.
package struct LinkedMachine {
  package var machine: StateMachine
  package var column: Int
  package var eventCases: [String]?
  package var stateLocations: [String: (file: String, line: Int, column: Int)]
  package var cases: [CaseRecord]
  package var heldState = false
  /// The form that found the machine, for its `Origin`.
  package var form = Origin.Form.unrecorded

  /// Where the machine comes from: its form and its declaration's position.
  package var origin: Origin {
    Origin(
      form: form, owner: machine.name, function: machine.function, file: machine.file,
      line: machine.line, column: column)
  }

  /// The typed view of the machine.
  package var model: MachineModel { MachineModel(machine, origin: origin) }
}

/// Resolves states, initial states and declared cases across all files' facts.
package struct MachineLinker {
  private var enums: [String: EnumFacts] = [:]
  private var enumsBySimpleName: [String: [EnumFacts]] = [:]
  /// The first value seen for each type path, with its order among all of them.
  private var staticInitials: [String: (order: Int, value: String)] = [:]
  private var initialArguments: [String: (order: Int, value: String)] = [:]
  private var holderInitials: [String: (order: Int, value: String)] = [:]
  private var featureStates: [(owner: String, name: String)] = []
  private var typeNames: Set<String> = []
  /// Field starting values by type path, in declaration order, the highest rank kept.
  private var fieldDefaults: [String: [FieldDefault]] = [:]
  /// Fields set by each type's methods, by type path then method key.
  private var methodFields: [String: [String: [String]]] = [:]
  /// For each free helper summarised (under the type path ""), the parameter it copies.
  private var helperStates: [String: Int] = [:]
  /// Every method and function name declared in the run.
  private var declaredMethods: Set<String> = []
  /// Transfer properties of state enums, by property name (`StateTransferStep`).
  private(set) var transfers: [String: [StateTransfer]] = [:]
  /// Each type's stored values with the type each is written with, by type path.
  private var storedTypes: [String: [String: String]] = [:]
  /// The stored value each type's subscript writes, by type path; "" where two disagree.
  private var subscriptFields: [String: String] = [:]

  package init(_ all: [FileFacts]) {
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
      declaredMethods.formUnion(facts.methodNames)
      for item in facts.storedValues {
        storedTypes[item.typePath, default: [:]].merge(item.values) { first, _ in first }
      }
      for item in facts.transfers { transfers[item.property, default: []].append(item) }
      for item in facts.subscriptSetters {
        let known = subscriptFields[item.typePath]
        subscriptFields[item.typePath] = known == nil || known == item.field ? item.field : ""
      }
      for item in facts.methodSummaries where methodFields[item.typePath]?[item.key] == nil {
        methodFields[item.typePath, default: [:]][item.key] = item.fields
        if let index = item.stateParameter { helperStates[item.key] = index }
      }
      for item in facts.fieldDefaults {
        var list = fieldDefaults[item.typePath, default: []]
        if let index = list.firstIndex(where: { $0.field == item.field }) {
          if list[index].rank < item.rank { list[index] = item }
        } else {
          list.append(item)
        }
        fieldDefaults[item.typePath] = list
      }
    }
  }

  /// The struct a state type names where it is written, nested names first, then a unique
  /// simple name anywhere.
  private func structPath(_ typeName: String?, from path: [String]) -> String? {
    let written = typeName.map(TypeName.components) ?? ["State"]
    for depth in stride(from: path.count, through: 0, by: -1) {
      let candidate = (Array(path[..<depth]) + written).joined(separator: ".")
      if typeNames.contains(candidate) { return candidate }
    }
    guard let last = written.last else { return nil }
    let matches = typeNames.filter { $0 == last || $0.hasSuffix("." + last) }
    return matches.count == 1 ? matches.first : nil
  }

  /// The stored value a write through the state type's subscript changes (`SubscriptSetter`).
  func subscriptField(_ typeName: String?, from path: [String]) -> String? {
    guard let type = structPath(typeName, from: path), let field = subscriptFields[type],
      !field.isEmpty
    else { return nil }
    return field
  }

  /// `state.map(task:transform:)` placeholders become the fields that method sets, or `?`; a
  /// closure's change through a method the run declares is dropped. The exclusions follow their
  /// transitions.
  func resolveMethodCalls(_ reducer: inout ReducerFacts) {
    guard reducer.transitions.contains(where: { $0.toNode.methodCall != nil }) else { return }
    // The type may be declared nowhere in the inputs, only extended: then its name as written.
    let type =
      structPath(reducer.stateType, from: reducer.typePath)
      ?? reducer.stateType.map { TypeName.components($0).joined(separator: ".") }
    let table = type.flatMap { methodFields[$0] }
    // A helper of the reducer's own type, or a free function, handed the state by `&`.
    let own = methodFields[reducer.typePath.joined(separator: ".")]
    var result: [Transition] = []
    var exclusions: [Int: [String]] = [:]
    var flow = SummarisedFlow()
    for (index, transition) in reducer.transitions.enumerated() {
      var nodes = [transition.to]
      if let placeholder = transition.toNode.methodCall {
        let call = SummaryCall.decode(placeholder)
        if call.key.hasPrefix(SummaryCall.fieldMethod) {
          nodes = fieldMethodNodes(call)
        } else if call.key.hasPrefix(SummaryCall.undeclared) {
          let name = String(call.key.dropFirst(SummaryCall.undeclared.count))
          nodes = declaredMethods.contains(name) ? [] : call.arguments
        } else if call.key.hasPrefix(SummaryCall.inoutHelper) {
          nodes = summarised(placeholder, table, own: own)
          flow.note(transition, sets: nodes)
        } else {
          let fields = summarised(placeholder, table, own: own)
          nodes = fields.isEmpty && !returnsUnchanged(placeholder) ? [Node.unknown.text] : fields
          flow.note(transition, sets: fields)
        }
      }
      let start = transition.toNode.methodCall == nil ? flow.start(of: transition) : nil
      // `state.speaker = nil` where the call has just set it: the value it holds, no edge.
      if let start, start == transition.to { continue }
      for node in nodes {
        var copy = transition
        copy.to = node
        if let start { copy.from = start }
        if let left = reducer.exclusions[index] { exclusions[result.count] = left }
        result.append(copy)
      }
    }
    reducer.transitions = result
    reducer.exclusions = exclusions
  }

  /// `shared.finishAdding()`: what the one type of the run with a summarised method of that
  /// key sets, under the field's path; `shared=?` when no type or several have one.
  private func fieldMethodNodes(_ call: (key: String, arguments: [String])) -> [String] {
    let parts = call.key.dropFirst(SummaryCall.fieldMethod.count).split(
      separator: Character(SummaryCall.fieldSeparator), maxSplits: 1
    ).map(String.init)
    guard parts.count == 2 else { return [Node.unknown.text] }
    let (field, key) = (parts[0], parts[1])
    let owners = methodFields.filter { !$0.key.isEmpty && $0.value[key] != nil }
    let unknown = [Node.field(path: field, value: .unknown).text]
    guard owners.count == 1, let table = owners.first?.value else { return unknown }
    let fields = summarised(
      SummaryCall.encode(key: key, arguments: call.arguments), table, own: nil)
    guard !fields.isEmpty else { return unknown }
    // A field of the field's type is a field under its path; any other value is the field's.
    return fields.map { text in
      let node = Node(text)
      guard case .field(let path, let value) = node else {
        return Node.field(path: field, value: node).text
      }
      return Node.field(path: "\(field).\(path)", value: value).text
    }
  }

  /// A free helper handed the state that returns it as it was (`func logged(_ s: S) -> S {
  /// log(s); return s }`): the call changes nothing.
  private func returnsUnchanged(_ placeholder: String) -> Bool {
    let call = SummaryCall.decode(placeholder)
    guard call.key.hasPrefix(SummaryCall.helperPrefix), let index = helperStates[call.key],
      index < call.arguments.count, call.arguments[index] == SummaryCall.stateArgument
    else { return false }
    return methodFields[""]?[call.key]?.isEmpty == true
  }

  /// The nodes a summarised call sets, its arguments put in for the parameters; a free helper
  /// only when the state is the value it copies.
  private func summarised(
    _ placeholder: String, _ table: [String: [String]]?, own: [String: [String]]?,
    depth: Int = 0
  ) -> [String] {
    let call = SummaryCall.decode(placeholder)
    let fields: [String]
    let handedInout = call.key.hasPrefix(SummaryCall.inoutHelper)
    if handedInout {
      fields = own?[call.key] ?? methodFields[""]?[call.key] ?? []
    } else if call.key.hasPrefix(SummaryCall.helperPrefix) {
      guard let index = helperStates[call.key], index < call.arguments.count,
        call.arguments[index] == SummaryCall.stateArgument
      else { return [] }
      fields = methodFields[""]?[call.key] ?? []
    } else {
      fields = table?[call.key] ?? []
    }
    var result: [String] = []
    for field in fields {
      let substituted = SummaryCall.substitute(field, arguments: call.arguments)
      let read = Node(substituted)
      // A summary calling another: composed to a bounded depth (which also stops a cycle);
      // one that tells nothing adds nothing.
      if let inner = read.methodCall {
        guard depth < 3 else { continue }
        let innerCall = SummaryCall.decode(inner)
        let nodes =
          innerCall.key.hasPrefix(SummaryCall.fieldMethod)
          ? fieldMethodNodes(innerCall) : summarised(inner, table, own: own, depth: depth + 1)
        for node in nodes where !result.contains(node) {
          result.append(node)
        }
        continue
      }
      // A key path not known where it is passed (`?=0`, no field path before the `=`): some
      // field, some value.
      // An `inout` helper may write the whole value (`state = .loading`).
      let node = read.isField || (handedInout && !read.isAny) ? substituted : Node.unknown.text
      if !result.contains(node) { result.append(node) }
    }
    return result
  }

  /// A struct state's initial node: the starting value of a field the machine's edges leave
  /// from (else reach), in declaration order.
  func fieldInitial(
    _ typeName: String?, from path: [String], transitions: [Transition]
  ) -> String? {
    guard let type = structPath(typeName, from: path) else { return nil }
    var defaults = fieldDefaults[type] ?? []
    for extra in fieldDefaults[path.joined(separator: ".")] ?? [] where extra.rank == 2 {
      defaults.removeAll { $0.field == extra.field }
      defaults.append(extra)
    }
    let nodes = defaults.map { "\($0.field)=\($0.value)" }
    let sources = Set(transitions.map(\.from))
    let targets = Set(transitions.map(\.to))
    // Else the starting value of a field the machine changes (`count=0` before `count=?`).
    let changed = Set(targets.compactMap { Node($0).fieldPath })
    return nodes.first(where: sources.contains) ?? nodes.first(where: targets.contains)
      ?? defaults.first { changed.contains($0.field) }.map { "\($0.field)=\($0.value)" }
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
  package func resolve(_ typeName: String?, from path: [String]) -> EnumFacts? {
    let components = typeName.map(TypeName.components) ?? ["State"]
    let written = components == ["Self"] ? [] : components
    for depth in stride(from: path.count, through: 0, by: -1) {
      let candidate = (Array(path[..<depth]) + written).joined(separator: ".")
      if let found = enums[candidate] { return found }
      // A struct `State` of the enclosing type is not another type's enum `State`.
      if !written.isEmpty && typeNames.contains(candidate) { return nil }
    }
    guard typeName != nil, let last = written.last, let matches = enumsBySimpleName[last],
      matches.count == 1
    else { return nil }
    return matches[0]
  }

  /// The enum of a struct state's field `path` (`musicInput.mode`): each component's type as its
  /// struct declares it, the last one an enum the run declares.
  package func fieldEnum(_ path: [String], of reducer: ReducerFacts) -> EnumFacts? {
    guard var owner = structPath(reducer.stateType, from: reducer.typePath), let last = path.last
    else { return nil }
    for component in path.dropLast() {
      guard let written = storedTypes[owner]?[component],
        let next = structPath(written, from: owner.split(separator: ".").map(String.init))
      else { return nil }
      owner = next
    }
    guard let written = storedTypes[owner]?[last] else { return nil }
    return resolve(written, from: owner.split(separator: ".").map(String.init))
  }

  /// `State`/`Action` nested in the owner, for closures that name no types (`Reduce { }`).
  func nestedType(_ candidates: [String], in path: [String]) -> String? {
    guard !path.isEmpty else { return nil }
    let owner = path.joined(separator: ".")
    return candidates.first { typeNames.contains("\(owner).\($0)") }
  }

  /// The linker's passes over one reducer, in order (each says what it must come before).
  package static var steps: [any LinkStep.Type] {
    [
      StateTransferStep.self, NestedTypeStep.self, MethodCallStep.self, SubscriptSetterStep.self,
      EnumStep.self,
      InitialStep.self,
      LocationStep.self, EarlyExitStep.self, FieldEarlyExitStep.self, FieldExclusionStep.self,
    ]
  }

  /// The first value given for the owners: a static initial, the owner's initializer argument,
  /// the holder's default where the reducer reads it, the owner's holder's default.
  func initial(owners: [String], holderInitial: String?) -> String? {
    let owner = owners.last.flatMap { $0.isEmpty ? nil : $0 }
    return owners.compactMap { staticInitials[$0] }.min { $0.order < $1.order }?.value
      ?? owner.flatMap { initialArguments[$0]?.value }
      ?? holderInitial
      ?? owner.flatMap { holderInitials[$0]?.value }
  }

  package func link(_ reducer: ReducerFacts) -> LinkedMachine {
    var work = LinkWork(reducer: reducer)
    for step in Self.steps { step.apply(&work, self) }
    let reducer = work.reducer
    let (stateEnum, eventEnum, initial) = (work.stateEnum, work.eventEnum, work.initial)
    var machine = Self.machine(
      name: reducer.name, file: reducer.file, line: reducer.line, stateType: reducer.stateType,
      eventType: reducer.eventType, initial: initial, declared: work.declared,
      transitions: reducer.transitions)
    machine.function = reducer.function
    for item in stateEnum?.cases ?? [] {
      if let index = machine.states.firstIndex(where: { $0.name == item.name }) {
        machine.states[index].payload = item.payload
      }
    }
    return LinkedMachine(
      machine: machine, column: reducer.column, eventCases: eventEnum?.cases.map(\.name),
      stateLocations: work.locations, cases: reducer.cases, heldState: reducer.heldState,
      form: reducer.form)
  }

  /// UniFlow functions of one feature, possibly spread over extensions and files.
  package func link(uniFlow group: [UniFlowFacts]) -> LinkedMachine {
    let first = group[0]
    let transitions = group.flatMap(\.transitions)
    let declared = featureStates.filter { $0.owner == first.owner }.map(\.name)
    let starts = Set(transitions.filter(\.fromNode.isStart).map(\.to))
    let machine = Self.machine(
      name: first.owner, file: first.file, line: first.line, stateType: first.owner,
      eventType: group.lazy.compactMap(\.eventType).first,
      initial: starts.count == 1 ? starts.first : nil, declared: declared,
      transitions: transitions)
    return LinkedMachine(
      machine: machine, column: first.column, eventCases: nil, stateLocations: [:], cases: [],
      form: UniFlowForm.form)
  }

  package static func machine(
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
