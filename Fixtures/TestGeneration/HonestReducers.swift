// Reducers whose tests must be honest: a private one (no test), a throwing one (`try`), an
// `Error` payload, a guard on the source state's payload, Equatable from an extension, a `_`
// event, a `-> Bool` reducer, Workflow-style actions applied to the state, and a self-loop.

// A private reducer: a test cannot call it.
enum Latch { case up, down }
enum LatchEvent { case flip }
enum Latches {
  private static func reduce(state: Latch, event: LatchEvent) -> Latch {
    switch (state, event) {
    case (.up, .flip): return .down
    case (.down, .flip): return .up
    }
  }
}

// A throwing reducer, and an `Error` payload.
struct ParseFailure: Error {}
enum Upload {
  case idle
  case failed(Error)
  case done
}
enum UploadEvent { case start, fail(Error), finish }
enum Uploads {
  static func reduce(state: Upload, event: UploadEvent) throws -> Upload {
    switch (state, event) {
    case (.idle, .start): return .done
    case (.idle, .fail(let error)): return .failed(error)
    case (.failed, .finish): return .done
    default: throw ParseFailure()
    }
  }
}

// A guard on the source state's payload: the start state must meet it.
enum Retry {
  case waiting(attempts: Int)
  case gaveUp
  case ready
}
extension Retry: Equatable {}
enum RetryEvent: Equatable { case tick, reset }
enum Retries {
  static func reduce(state: inout Retry, event: RetryEvent) {
    switch (state, event) {
    case (.waiting(let attempts), .tick) where attempts >= 3:
      state = .gaveUp
    case (.waiting(let attempts), .tick):
      state = .waiting(attempts: attempts + 1)
    case (.gaveUp, .reset):
      state = .ready
    case (.ready, _):
      state = .waiting(attempts: 0)
    default:
      break
    }
  }
}

// A reducer that changes its state in place and answers whether it changed.
enum Gate { case shut, ajar }
enum GateEvent { case nudge }
enum Gates {
  static func reduce(state: inout Gate, event: GateEvent) -> Bool {
    switch (state, event) {
    case (.shut, .nudge):
      state = .ajar
      return true
    case (.ajar, .nudge):
      return false
    }
  }
}

// Workflow-style: the action enum applies itself to the state.
enum Lamp { case dark, lit }
enum LampAction {
  case on, off
  func apply(toState state: inout Lamp) -> String? {
    switch self {
    case .on: state = .lit
    case .off: state = .dark
    }
    return nil
  }
}

// A mutating method of the state that answers whether it changed, and a guard on the source
// state's unlabeled payload.
enum Fuse: Equatable { case armed(Int), blown, safe }
enum FuseEvent { case spark }
extension Fuse {
  mutating func handle(_ event: FuseEvent) -> Bool {
    switch (self, event) {
    case (.armed(let charge), .spark) where charge > 2:
      self = .blown
      return true
    case (.armed, .spark):
      self = .safe
      return true
    default:
      return false
    }
  }
}
