import Foundation

/// Per-file values written from parallel workers, read back in input order.
final class Slots<Value>: @unchecked Sendable {
  private var values: [Value]
  private let lock = NSLock()

  init(count: Int, empty: Value) { values = Array(repeating: empty, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }

  var all: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}
