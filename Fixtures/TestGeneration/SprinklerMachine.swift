// A class machine of our own writing that keeps a resource in step with its state, as a
// dispatch timer source is kept by the class that owns it: `start()` opens the valve and
// `stop()` closes it, and the `deinit` releases the valve, which traps unless it was closed as
// often as it was opened. A test that set `state` by hand, or released a watering sprinkler,
// would trap in the `deinit`: archgen reaches each state by calling the methods from the
// initial one, and brings the sprinkler back to `.idle` before it is released.

/// The resource: opened and closed in pairs, released closed.
final class Valve {
  private(set) var openings = 0

  func open() { openings += 1 }

  func close() { openings -= 1 }

  func release() {
    precondition(openings == 0, "a valve released open")
  }
}

final class Sprinkler {
  enum Phase: Equatable {
    case idle
    case watering
  }

  var state: Phase = .idle
  private let valve = Valve()

  deinit {
    valve.release()
  }

  func start() {
    if state == .watering { return }
    state = .watering
    valve.open()
  }

  func stop() {
    if state == .idle { return }
    state = .idle
    valve.close()
  }
}
