import ArchgenSyntax

/// A held struct that bundles a type's data with one state enum (`struct Storage { var phase:
/// Phase = .idle; var handlers: [() -> Void] = []; var retries = 0; var isClosing = false }`,
/// kept behind a lock and written in `storage.write { $0.phase = .closed }`): the enum is the
/// machine's state, drawn in the case notation of one state enum (`open -> closed`), and the
/// other fields are the data the type carries (handlers, tasks, errors, counters, flags), no
/// state. What decides is the declared types, not the names: exactly one stored field of the
/// struct is an enum the file declares, and the machine moves it to two of its cases or more,
/// never to `nil`. A struct with several such fields, or none, or whose enum field is an
/// optional the methods clear (`error = nil`), keeps its fields.
enum HeldStructStateField {
  /// The machine read through the struct's enum field.
  struct Projection {
    var field: StateHolder
    var transitions: [Transition]
    var exclusions: [Int: [String]]
  }

  /// The transitions of `holder` (a value of a struct, its changes written `field=value`)
  /// narrowed to its one enum field; nil when the holder is no such struct.
  static func project(
    _ transitions: [Transition], exclusions: [Int: [String]], holder: StateHolder,
    owner path: [String], enumHolders: [String: [StateHolder]]
  ) -> Projection? {
    guard let field = enumField(of: holder, owner: path, enumHolders: enumHolders) else {
      return nil
    }
    var kept: [Transition] = []
    var keptExclusions: [Int: [String]] = [:]
    for (index, transition) in transitions.enumerated() {
      guard let target = written(transition), target.fieldPath == field.name else { continue }
      var edge = transition
      edge.to = target.value.text
      let from = transition.fromNode
      if from.fieldPath == field.name {
        edge.from = from.value.text
      } else if !(from.isAny || from.isStart) {
        // A test of another field (`isFinishing=false`) leads the guard, as in a region.
        edge.from = StateMachine.anyState
        edge.guardText = transition.guardText.map { "\(transition.from), \($0)" } ?? transition.from
      }
      if let left = exclusions[index] {
        let own = left.map { Node($0) }.filter { $0.fieldPath == field.name }.map(\.value.text)
        if !own.isEmpty { keptExclusions[kept.count] = own }
      }
      kept.append(edge)
    }
    // A state enum is always in one of its cases: a field set to `nil` is an optional datum
    // (`error = nil`, then `.declined`), not the state.
    let values = kept.compactMap { Node($0.to).caseName }
    guard !values.contains("nil"), Set(values).count >= 2 else { return nil }
    return Projection(field: field, transitions: kept, exclusions: keptExclusions)
  }

  /// The field a transition sets: its target, or the change a closure makes through a method
  /// of the held value (`storage.write { $0.phase = .done }`, a lock's): the held value is
  /// written in place, whatever that method is called and wherever it is declared.
  private static func written(_ transition: Transition) -> Node? {
    let target = transition.toNode
    guard let placeholder = target.methodCall else { return target }
    let call = SummaryCall.decode(placeholder)
    guard call.key.hasPrefix(SummaryCall.undeclared), call.arguments.count == 1 else { return nil }
    return Node(call.arguments[0])
  }

  /// The one stored field of an enum the file declares in the struct `holder` holds
  /// (`Storage`, `Protected<Storage>`), looked up inside the owner first.
  private static func enumField(
    of holder: StateHolder, owner path: [String], enumHolders: [String: [StateHolder]]
  ) -> StateHolder? {
    guard !holder.isContainer, let type = holder.stateType.flatMap(heldType) else { return nil }
    var scope = path
    while true {
      if let fields = enumHolders[(scope + [type]).joined(separator: ".")] {
        let plain = fields.filter { !$0.isContainer }
        return plain.count == 1 && fields.count == 1 ? plain[0] : nil
      }
      if scope.isEmpty { return nil }
      scope.removeLast()
    }
  }

  /// `Storage`, `Storage?`, `Owner.Storage`, and the one argument of a wrapper
  /// (`Protected<Storage>`): the last component of the type held.
  private static func heldType(_ text: String) -> String? {
    guard var type = TypeName.strippingOptional(text) else { return nil }
    if let open = type.firstIndex(of: "<"), type.last == ">" {
      let argument = type[type.index(after: open)..<type.index(before: type.endIndex)]
      guard !argument.contains(",") else { return nil }
      type = String(argument)
    }
    return TypeName.components(type).last
  }
}
