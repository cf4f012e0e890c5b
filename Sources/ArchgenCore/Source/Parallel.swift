import Foundation

/// Runs work on every core, on threads with a stack that deep but readable code cannot exhaust
/// (`DeepStack`: Dispatch's worker threads have a small fixed stack, and the parser and every
/// syntax walk recurse once per level of the tree, up to `SyntaxDepthGuard.limit`).
package enum Parallel {
  package static let stackSize = DeepStack.size

  /// Calls `body` once for each index in `0..<count`, spread over the cores; returns when all
  /// calls have.
  package static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let next = Counter()
    let done = DispatchGroup()
    for _ in 0..<workers {
      done.enter()
      let thread = Thread {
        while let index = next.take(below: count) { body(index) }
        done.leave()
      }
      thread.stackSize = stackSize
      thread.start()
    }
    done.wait()
  }
}

/// Hands out indices to the workers.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func take(below limit: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard value < limit else { return nil }
    value += 1
    return value - 1
  }
}
