import Foundation

/// Per-file values written from parallel workers, read back in input order.
package final class Slots<Value>: @unchecked Sendable {
  private var values: [Value]
  private let lock = NSLock()

  package init(count: Int, empty: Value) { values = Array(repeating: empty, count: count) }

  package func set(_ index: Int, _ value: Value) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }

  package var all: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}
