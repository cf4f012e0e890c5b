/// A class's stored value of a type another file declares (`var status = SocketStatus.idle`)
/// is a hand-written machine's state when the run declares that type as an enum with a case
/// that carries no data, as one of an enum its own file declares is (`AnyNameMachineRule`);
/// any other type (a struct with static values, a type no file declares) is no state.
struct EnumElsewhere {
  /// The cases of each enum the run declares, by its simple name, whether any carries no data.
  private var plainCases: [String: Bool] = [:]

  init(_ all: [FileFacts]) {
    for facts in all {
      for item in facts.enums {
        let simple = item.qualifiedName.split(separator: ".").last.map(String.init) ?? ""
        plainCases[simple, default: false] =
          plainCases[simple, default: false] || item.cases.contains { $0.payload.isEmpty }
      }
    }
  }

  /// Why `reducer` is not drawn; nil when it stands.
  func dropReason(_ reducer: ReducerFacts) -> String? {
    guard let typeName = reducer.enumElsewhere else { return nil }
    switch plainCases[typeName] {
    case nil: return "its type \(typeName) is declared as an enum in none of the files given"
    case false: return "every case of \(typeName) carries data: what to show, not a state"
    case true: return nil
    }
  }

  /// The reducers that stand, and a note for each of the others.
  func kept(_ reducers: [ReducerFacts]) -> (kept: [ReducerFacts], dropped: [DroppedCandidate]) {
    var kept: [ReducerFacts] = []
    var dropped: [DroppedCandidate] = []
    for reducer in reducers {
      guard let reason = dropReason(reducer) else {
        kept.append(reducer)
        continue
      }
      dropped.append(
        DroppedCandidate(
          name: "\(reducer.name).\(reducer.function ?? "")", file: reducer.file,
          line: reducer.line, column: reducer.column, reason: reason))
    }
    return (kept, dropped)
  }
}
