import ArchgenSyntax

/// Draws the readings of one machine found in one file as one machine. A type holds one state, so
/// everything that changes it is one machine, whatever reads it:
/// - several `Reduce { }` blocks of one `body` (and its `.onChange` bodies);
/// - a view model's handlers of one state (`process(viewAction:)`, `process(timelineAction:)`, a
///   private `handlePollAction(_:)` its handler calls with a payload of the action);
/// - a route table (`addRoutes(event:transitions:)`) and the route-mapping closure registered with
///   the same machine object (`addRouteMapping { event, fromState, _ in ... }`);
/// - several mutating methods of one state type (`setContents(_:)`, `select(_:)`).
/// Two readings are one machine when they sit in the same type and name the same state type, or
/// name none (an inherited `state`, a route table's object). Free functions (no type) stay apart,
/// and so do `reduce` functions of different action types (a feature's view and internal reducers).
package enum MachineMerger {
  package static func merged(_ reducers: [ReducerFacts]) -> [ReducerFacts] {
    merging(reducers).reducers
  }

  /// The machines, and a note per reading folded into another (`--verbose`). Several `Reduce { }`
  /// blocks of one `body` are one reducer written in parts: no note.
  package static func merging(_ reducers: [ReducerFacts]) -> (
    reducers: [ReducerFacts], folded: [DroppedCandidate]
  ) {
    var folded: [DroppedCandidate] = []
    var result: [ReducerFacts] = []
    var index: [String: Int] = [:]
    for reducer in reducers.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
      guard let key = key(reducer) else {
        result.append(reducer)
        continue
      }
      if let at = index[key] {
        if reducer.function != "body" {
          let name = reducer.function.map { "\(reducer.name).\($0)" } ?? reducer.name
          folded.append(
            DroppedCandidate(
              name: name, file: reducer.file, line: reducer.line, column: reducer.column,
              reason: "it changes the same state of the same type as \(result[at].name) "
                + "(line \(result[at].line)): drawn as part of that machine"))
        }
        result[at] = merge(result[at], with: reducer)
      } else {
        index[key] = result.count
        result.append(reducer)
      }
    }
    return (result, folded)
  }

  /// Readings with equal keys are one machine; nil keeps a reading apart.
  private static func key(_ reducer: ReducerFacts) -> String? {
    guard !reducer.typePath.isEmpty else { return nil }
    let path = reducer.typePath.joined(separator: ".")
    if reducer.function == "body" { return "body " + path }
    var key =
      "type " + path + " "
      + (reducer.stateType.map(TypeName.components) ?? []).joined(separator: ".")
    // `reduce(into:viewAction:)`, `reduce(into:internalAction:)`: a feature's reducers of one
    // state split by action type are entry points the library calls apart (and `archgen tests`
    // sends their actions wrapped in the feature's case): one machine per action type.
    if reducer.function == "reduce", let event = reducer.eventType { key += " " + event }
    return key
  }

  private static func merge(_ base: ReducerFacts, with other: ReducerFacts) -> ReducerFacts {
    var result = base
    // A private handler the first reading already walked into with a payload of its event
    // (`case .error(let action): handleErrorAction(action)`) was read twice: its changes are kept
    // once, under the fuller event (`error.retry`, not `retry`).
    let seen = base.transitions
    var kept: [Int] = []
    for (index, transition) in other.transitions.enumerated()
    where !seen.contains(where: { Self.covers($0, transition) }) {
      kept.append(index)
    }
    let offset = result.transitions.count
    for (position, index) in kept.enumerated() {
      if let states = other.exclusions[index] { result.exclusions[offset + position] = states }
      result.transitions.append(other.transitions[index])
    }
    // Keep each reading's switches apart for `--strict`'s shadowed cases.
    let switches = result.cases.map(\.switchID).max() ?? 0
    result.cases += other.cases.map {
      var record = $0
      record.switchID += switches
      return record
    }
    // The type's own name rather than a route table's `Type.machine`.
    if other.name.count < result.name.count { result.name = other.name }
    result.stateType = result.stateType ?? other.stateType
    result.eventType = result.eventType ?? other.eventType
    result.holderInitial = result.holderInitial ?? other.holderInitial
    result.heldState = result.heldState || other.heldState
    return result
  }

  /// `* -> mode=uploading : error.retry` covers `* -> mode=uploading : retry`.
  private static func covers(_ outer: Transition, _ inner: Transition) -> Bool {
    outer.from == inner.from && outer.to == inner.to
      && outer.eventPath.isNested(inner.eventPath)
  }
}
