import Foundation

/// Handlers that switch over a value their type stores, with other ways in: a method that moves
/// the stored value itself (`linkOpened()`, `reset()`) is an event of the same machine, as a view
/// model's `reset()` is; one that hands an event to the handler (`tap()`) is a way in, not an
/// event of its own; a private helper the handler calls is followed, never an event.
final class BadgePairing {
  enum Phase {
    case waiting
    case greeting
    case confirming(digits: Int)
    case paired
    case closed
  }

  enum Signal {
    case hello
    case digit
    case bye
  }

  private var phase: Phase = .waiting

  func linkOpened() {
    phase = .greeting
  }

  func tap() {
    receive(.digit)
  }

  func receive(_ signal: Signal) {
    switch (phase, signal) {
    case (.greeting, .hello):
      phase = .confirming(digits: 0)
    case (.confirming(let digits), .digit):
      advance(after: digits)
    case (_, .bye):
      phase = .closed
    default:
      break
    }
  }

  private func advance(after digits: Int) {
    phase = digits >= 5 ? .paired : .confirming(digits: digits + 1)
  }
}

final class KioskMode {
  enum Mode {
    case idle
    case browsing
    case locked
  }

  enum Command {
    case browse
    case lock
  }

  private(set) var mode: Mode = .idle

  func perform(_ command: Command) {
    switch command {
    case .browse:
      guard case .idle = mode else { return }
      mode = .browsing
    case .lock:
      mode = .locked
    }
  }

  func reset() {
    mode = .idle
  }
}
