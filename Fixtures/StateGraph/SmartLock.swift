// Swift 5.9 `switch` and `if` expressions: a one-expression reducer with implicit returns, and a
// stored state assigned from a `switch` expression; a labeled switch.
enum LockState { case locked, unlocked, jammed }

enum LockEvent { case unlock(code: String), lock, jam, service }

enum SmartLock {
  static let initial = LockState.locked

  static func reduce(_ state: LockState, _ event: LockEvent) -> LockState {
    switch (state, event) {
    case (.locked, .unlock(let code)): if code == "1234" { .unlocked } else { .locked }
    case (.unlocked, .lock): .locked
    case (_, .jam): .jammed
    case (.jammed, .service): .locked
    default: state
    }
  }
}

final class LockViewModel {
  @Published private(set) var state: LockState = .locked

  func handle(_ event: LockEvent) {
    state = switch event {
    case .lock: .locked
    case .jam: .jammed
    case .unlock, .service: state
    }
    audit: switch state {
    case .jammed: state = .jammed
    default: break audit
    }
  }
}

// A struct state that changes itself: `mutating func apply(_:)` sets its own fields.
enum KeypadKey { case digit(String), clear, enter }

struct KeypadState {
  var digits = ""
  var isLocked = true
  var attempts = 0

  mutating func apply(_ key: KeypadKey) {
    switch key {
    case .digit(let digit):
      digits += digit
    case .clear:
      digits = ""
    case .enter:
      if digits == "1234" { isLocked = false } else { attempts += 1 }
      self.digits = ""
    }
  }
}
