/// The states a subclass or an extension moves that another file declares (`ReducerFacts
/// .inheritedStates`): a machine stands where the run declares each of them as a stored value
/// of an enum with a case that carries no data, in the machine's type or in a class it inherits
/// from (`ChatUserController: DataController`, `DataController`'s `var state: State`), and
/// takes that enum as its state type; a value declared nowhere in the run, or of another type,
/// is no state.
struct InheritedState {
  /// Stored values by the declaring type's qualified name and by its last component.
  private var values: [String: [String: String]] = [:]
  /// What each type inherits from, as written.
  private var inherits: [String: [String]] = [:]
  private let enums: EnumElsewhere

  init(_ all: [FileFacts], enums: EnumElsewhere) {
    self.enums = enums
    for facts in all {
      for item in facts.storedValues {
        let simple = item.typePath.split(separator: ".").last.map(String.init) ?? item.typePath
        for key in Set([item.typePath, simple]) {
          values[key, default: [:]].merge(item.values) { first, _ in first }
          inherits[key, default: []] += item.inherits
        }
      }
    }
  }

  /// The reducers with their inherited states resolved, and a note for each one dropped.
  func resolved(_ reducers: [ReducerFacts]) -> (kept: [ReducerFacts], dropped: [DroppedCandidate]) {
    var kept: [ReducerFacts] = []
    var dropped: [DroppedCandidate] = []
    for var reducer in reducers {
      guard !reducer.inheritedStates.isEmpty else {
        kept.append(reducer)
        continue
      }
      let owners = self.owners(of: reducer)
      var types: [String: String] = [:]
      var reason: String?
      for name in reducer.inheritedStates {
        guard let type = owners.lazy.compactMap({ values[$0]?[name] }).first else {
          reason =
            "\(name) is declared by \(reducer.name) or a class it inherits from in none "
            + "of the files given"
          break
        }
        let simple = String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
        guard enums.isEnumWithPlainCase(simple) else {
          reason = "\(name) is a \(type), not an enum declared in the files given"
          break
        }
        types[name] = type
      }
      if let reason {
        dropped.append(
          DroppedCandidate(
            name: "\(reducer.name).\(reducer.function ?? "")", file: reducer.file,
            line: reducer.line, column: reducer.column, reason: reason))
        continue
      }
      if reducer.heldFields {
        for (name, type) in types { reducer.fieldTypes[name] = type }
      } else {
        reducer.stateType = types[reducer.inheritedStates[0]]
      }
      kept.append(reducer)
    }
    return (kept, dropped)
  }

  /// The machine's type, then the classes it inherits from, nearest first (a bounded walk that
  /// visits each type once).
  private func owners(of reducer: ReducerFacts) -> [String] {
    var queue = [reducer.typePath.joined(separator: ".")] + reducer.inheritsFrom
    var seen: Set<String> = []
    var order: [String] = []
    while !queue.isEmpty, order.count < 16 {
      let next = queue.removeFirst()
      guard seen.insert(next).inserted else { continue }
      order.append(next)
      queue += inherits[next] ?? []
    }
    return order
  }
}
