import SwiftSyntax

/// Work a call spawns and does not wait for (`Task { }`, `queue.async { }`) runs after the code
/// below the call: `let task = Task { state = .left }` then `state = .leaving` draws
/// `leaving -> left`. Each block being walked keeps the work spawned in it and walks it when the
/// block's path ends, from the value the path left the state at; its event and guards are those
/// of the place that spawned it.
extension TransitionExtractor {
  /// Keeps `closure` to walk when the current block's path ends; false when no block is walked.
  package func deferSpawned(_ closure: ClosureExprSyntax, _ context: Context) -> Bool {
    guard !spawnedWork.isEmpty else { return false }
    spawnedWork[spawnedWork.count - 1].append((closure, context))
    return true
  }

  /// Walks the work spawned in the block whose path ends at `exit`.
  package func walkSpawned(endingAt exit: Context) {
    guard let pending = spawnedWork.popLast() else { return }
    for (closure, spawnedAt) in pending {
      var body = spawnedAt
      body.source = exit.source
      body.alsoFrom = exit.alsoFrom
      body.fieldFroms = exit.fieldFroms
      body.excludedFrom = exit.excludedFrom
      body.flowStarts = exit.flowStarts
      walk(closure.statements, body)
    }
  }
}
