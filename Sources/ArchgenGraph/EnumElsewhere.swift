/// A class's stored value of a type another file declares (`var status = SocketStatus.idle`)
/// is a hand-written machine's state when the run declares that type as an enum with a case
/// that carries no data, as one of an enum its own file declares is (`AnyNameMachineRule`);
/// any other type (a struct with static values, a type no file declares) is no state. Likewise a
/// closure's parameter switched over with cases no enum of its file owns (`{ [weak self] state in
/// switch state { case .finished: ... } }`, the operation's enum in another file) is an event
/// when an enum the run declares has them all; `Result`'s `.success`/`.failure` is none.
struct EnumElsewhere {
  /// The cases of each enum the run declares, by its simple name, whether any carries no data.
  private var plainCases: [String: Bool] = [:]
  /// The case names of each enum the run declares.
  private var caseSets: [Set<String>] = []
  /// The cases of the standard library's enums (`Result`, `Optional`).
  private static let standardCases: [Set<String>] = [["success", "failure"], ["some", "none"]]

  init(_ all: [FileFacts]) {
    for facts in all {
      for item in facts.enums {
        let simple = item.qualifiedName.split(separator: ".").last.map(String.init) ?? ""
        plainCases[simple, default: false] =
          plainCases[simple, default: false] || item.cases.contains { $0.payload.isEmpty }
        caseSets.append(Set(item.cases.map(\.name)))
      }
    }
  }

  /// Whether the run declares an enum of that simple name with a case that carries no data.
  func isEnumWithPlainCase(_ name: String) -> Bool { plainCases[name] == true }

  /// Why `reducer` is not drawn; nil when it stands.
  func dropReason(_ reducer: ReducerFacts) -> String? {
    if let cases = reducer.eventCasesElsewhere {
      let names = cases.map { ".\($0)" }.joined(separator: ", ")
      // `Result`'s and `Optional`'s cases are also those of the standard library's enums, which
      // no file declares: the value switched over may be one of them (a request's outcome).
      let declared = caseSets.contains { $0.isSuperset(of: cases) }
      if !declared || Self.standardCases.contains(where: { $0.isSuperset(of: cases) }) {
        return "the cases its closure switches over (\(names)) are not told to be those of an "
          + "enum declared in the files given: not an event"
      }
    }
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
