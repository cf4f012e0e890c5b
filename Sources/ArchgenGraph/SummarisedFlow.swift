/// Where the changes after a summarised call start: `state.halt()` sets `speaker=nil`, so the
/// same path's `state.speaker = Speaker()` below it is `speaker=nil -> speaker=?`, as a field a
/// followed helper sets moves the caller's flow on. The same path is the same event, a later
/// line and the call's guards and maybe more (a branch below the call); a field's value that
/// cannot be told (`?`) is no start.
struct SummarisedFlow {
  private var calls: [(transition: Transition, sets: [String: String])] = []

  /// A summarised call's transition and the `field=value` nodes it stands for.
  mutating func note(_ transition: Transition, sets nodes: [String]) {
    var sets: [String: String] = [:]
    for text in nodes {
      guard case .field(let path, let value) = Node(text), value != .unknown else { continue }
      sets[path] = text
    }
    if !sets.isEmpty { calls.append((transition, sets)) }
  }

  /// The node a later change of a field starts from on a path a summarised call set it on.
  func start(of transition: Transition) -> String? {
    guard transition.fromNode.isAny, let path = transition.toNode.fieldPath else { return nil }
    let parts = transition.guardCondition?.parts.map(\.text) ?? []
    for call in calls.reversed()
    where call.transition.event == transition.event && call.transition.line < transition.line {
      let callParts = call.transition.guardCondition?.parts.map(\.text) ?? []
      guard callParts.count <= parts.count, Array(parts.prefix(callParts.count)) == callParts,
        let start = call.sets[path]
      else { continue }
      return start
    }
    return nil
  }
}
