import SwiftSyntax

/// `if live { state = .streaming } else { state = .running }`: below the `if`, the state holds
/// what each branch left it at, so the changes below start from each of them (a branch that
/// leaves the method adds nothing; one that does not move the state keeps where it started).
extension TransitionExtractor {
  /// Walks an `if` with a plain `else` and moves the flow on to what its branches leave; false
  /// (nothing walked) for any other `if`.
  package func branchedEitherWay(_ node: IfExprSyntax, _ context: inout Context) -> Bool {
    guard case .codeBlock(let otherwise) = node.elseBody else { return false }
    let bodies = [node.body.statements, otherwise.statements]
    let watched = bodies.filter { !watchedBodies.contains($0.id) }
    guard watched.count == bodies.count else { return false }
    for body in bodies { watchedBodies.insert(body.id) }
    let before = transitions.count
    branched(node, context)
    for body in bodies { watchedBodies.remove(body.id) }
    var starts: [Node] = []
    var moved = false
    for body in bodies {
      // A branch that leaves (`return`, `throw`) records no end.
      guard let end = flowEnds.removeValue(forKey: body.id)?.from else { continue }
      let setHere = end.isWholeValue && transitions[before...].contains { $0.toNode == end }
      if setHere { moved = true }
      for start in setHere ? [end] : [context.source] + context.alsoFrom
      where !starts.contains(start) {
        starts.append(start)
      }
    }
    guard moved, let first = starts.first, !starts.contains(.any) else {
      return true
    }
    context.source = first
    context.alsoFrom = Array(starts.dropFirst())
    context.flowStarts = starts.count > 1 ? starts : []
    return true
  }

  /// After `state = .done`, or `state = ok ? .done : .failed`, the changes below start from each
  /// value the state may now hold; a branch that keeps it (`?? state`, `nil` in `values` as
  /// `*`) or sets what cannot be told leaves the start as it was.
  package func moveOn(to values: [Node], _ context: inout Context) {
    guard let first = values.first, !values.contains(.any), !values.contains(.unknown)
    else { return }
    var rest: [Node] = []
    for value in values.dropFirst() where value != first && !rest.contains(value) {
      rest.append(value)
    }
    context.source = first
    context.alsoFrom = rest
    context.flowStarts = rest.isEmpty ? [] : [first] + rest
  }
}
