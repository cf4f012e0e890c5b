import SwiftSyntax

/// A type that holds several state values its events move (a view model's `@Published var
/// versionState` and `autoLoginState`, two subjects a handler sends cases to): each value is a
/// field of the type's state, so its changes are written `field=case`
/// (`versionState=loading -> versionState=checkVersion`), never as cases of one enum, and the
/// machine has no single initial state. A type whose events move one value keeps the case
/// notation. What decides is which held values the bodies change, not their names.
enum SeveralStateFields {
  /// One value's reading: its name, its state type, its transitions and their early exits.
  struct Part {
    var name: String
    var stateType: String?
    var transitions: [Transition]
    var exclusions: [Int: [String]]
  }

  /// The transitions of a handler's body read once per held value, each written as a field of
  /// the holding type, in source order; nil when the body changes fewer than `atLeast` of them
  /// (two for a handler that decides; one for another way into a machine already over fields).
  static func perHolder(
    _ holders: [StateHolder]?, like extractor: TransitionExtractor,
    body: CodeBlockItemListSyntax, start: TransitionExtractor.Context, atLeast: Int = 2
  ) -> (parts: [Part], transitions: [Transition], exclusions: [Int: [String]])? {
    guard let holders, holders.count >= 2 else { return nil }
    var parts: [Part] = []
    for holder in holders {
      var reference = extractor.reference
      reference.stateNames = holder.isContainer ? [] : [holder.name]
      reference.containerNames = holder.isContainer ? [holder.name] : []
      let one = TransitionExtractor(
        reference: reference, returnsState: extractor.returnsState, methods: extractor.methods,
        converter: extractor.converter)
      one.nilIsState = extractor.nilIsState
      one.returnsWrapper = extractor.returnsWrapper
      one.stateTypeName = holder.stateType
      one.stateIsValue = extractor.stateIsValue
      one.stateIsHeld = extractor.stateIsHeld
      one.fileMethods = extractor.fileMethods
      one.fileProperties = extractor.fileProperties
      one.entryPoints = extractor.entryPoints
      one.entryFullNames = extractor.entryFullNames
      one.walk(body, start)
      if one.transitions.contains(where: { MachineFilter.isCase($0.to) }) {
        parts.append(Part(holder.name, holder.stateType, one.transitions, one.exclusions))
      }
    }
    guard parts.count >= atLeast else { return nil }
    let (transitions, exclusions) = merged(parts)
    return (parts, transitions, exclusions)
  }

  /// Machines of one type, each over one value it holds, as one machine whose states are the
  /// values' fields; nil when there are fewer than two.
  static func merge(_ parts: [(name: String, facts: ReducerFacts)]) -> ReducerFacts? {
    guard parts.count >= 2, var result = parts.first?.facts else { return nil }
    let readings = parts.map {
      Part($0.name, $0.facts.stateType, $0.facts.transitions, $0.facts.exclusions)
    }
    (result.transitions, result.exclusions) = merged(readings)
    markFields(&result, readings)
    result.function = parts.map(\.name).joined(separator: ", ")
    return result
  }

  /// A machine over several fields has no one state type and no single initial state; each
  /// field keeps its own type, for the linker to draw a `*` an early exit narrowed from that
  /// field's cases (`FieldEarlyExitStep`).
  static func markFields(_ facts: inout ReducerFacts, _ parts: [Part]) {
    facts.stateType = nil
    facts.holderInitial = nil
    for part in parts { facts.fieldTypes[part.name] = part.stateType ?? "" }
  }

  /// Each part's transitions written as changes of its field, ordered by line, parts in order;
  /// the states an early exit left behind written as the field's too.
  private static func merged(_ parts: [Part]) -> ([Transition], [Int: [String]]) {
    var all: [(line: Int, order: Int, transition: Transition, left: [String]?)] = []
    for part in parts {
      for (index, transition) in part.transitions.enumerated() {
        var copy = transition
        copy.from = field(part.name, transition.from)
        copy.to = field(part.name, transition.to)
        let left = part.exclusions[index].map { $0.map { field(part.name, $0) } }
        all.append((transition.line, all.count, copy, left))
      }
    }
    all.sort { ($0.line, $0.order) < ($1.line, $1.order) }
    var exclusions: [Int: [String]] = [:]
    for (index, item) in all.enumerated() where item.left != nil { exclusions[index] = item.left }
    return (all.map(\.transition), exclusions)
  }

  /// `loading` of `versionState` is `versionState=loading`; `isBusy=true` of `form` is
  /// `form.isBusy=true`; `*` and pseudo-states stay as they are.
  static func field(_ name: String, _ text: String) -> String {
    switch Node(text) {
    case .any, .pseudo(.start), .pseudo(.methodCall): return text
    case .field(let path, let value): return Node.field(path: "\(name).\(path)", value: value).text
    case let node: return Node.field(path: name, value: node).text
    }
  }
}

extension SeveralStateFields.Part {
  init(_ name: String, _ stateType: String?, _ transitions: [Transition], _ left: [Int: [String]]) {
    self.init(name: name, stateType: stateType, transitions: transitions, exclusions: left)
  }
}
