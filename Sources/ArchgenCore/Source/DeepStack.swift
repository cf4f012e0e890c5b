import Foundation

/// Runs work on a thread whose stack deep but readable code cannot exhaust. SwiftParser and every
/// syntax walk recurse once per level of the tree; a thread's default stack (8 MB for the main
/// thread, less for Dispatch's workers) overflows on a few tens of thousands of levels in a debug
/// build, which `SyntaxDepthGuard` allows. The stack is reserved, not committed: untouched pages
/// cost no memory.
public enum DeepStack {
  /// 512 MB: the parser of a 5 MB file of `else if`s, and walks of trees `SyntaxDepthGuard.limit`
  /// deep, fit with room to spare in a debug build.
  public static let size = 512 << 20

  /// Whether the current thread already has a deep stack.
  package static var isDeep: Bool { Thread.current.stackSize >= size }

  /// `body`'s result, computed on a thread with a deep stack: the current one when it has one,
  /// else a new thread that the caller waits for.
  public static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    if isDeep { return body() }
    let result = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.value = body()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
    return result.value!
  }
}

/// Carries a result from the deep-stack thread to the waiting one (the semaphore orders them).
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
