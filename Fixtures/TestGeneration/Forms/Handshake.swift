// A struct machine of our own whose mutating methods hand back the next step, and whose guards
// leave through a helper that writes the failure (`guard … else { return fail() }`): the call
// ends there, so the write after the guard is on the other path, not a later write of the same
// call, and each branch is what a test reads after the call. `start()` and `abort()` are events
// beside the messages `received(_:)` switches over: a test calls them.
public struct Handshake {
  public enum State: Equatable {
    case idle
    case helloSent
    case keySent
    case ready
    case failed
  }

  public enum Message {
    case hello
    case key(accepted: Bool)
    case done
  }

  public enum Step: Equatable {
    case send
    case wait
    case report
  }

  public var state: State = .idle

  public init() {}

  public mutating func start() -> Step {
    guard case .idle = state else { preconditionFailure("started twice") }
    state = .helloSent
    return .send
  }

  public mutating func received(_ message: Message) -> Step {
    switch state {
    case .helloSent:
      guard case .hello = message else {
        return fail()
      }
      state = .keySent
      return .send
    case .keySent:
      guard case .done = message else { return fail() }
      state = .ready
      return .wait
    case .idle, .ready, .failed:
      return .wait
    }
  }

  public mutating func abort() -> Step {
    fail()
  }

  private mutating func fail() -> Step {
    state = .failed
    return .report
  }
}
