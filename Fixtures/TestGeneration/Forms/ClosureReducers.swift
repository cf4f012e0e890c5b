// Reducers a test reaches through a property or a factory: a `static let` closure, a stored
// `let` closure of a view, and a factory function that returns one.

// A `static let` closure `(State, Event) -> State`.
public enum Door: Equatable {
  case open
  case closed
  case locked(code: Int)
}
public enum DoorEvent {
  case push
  case pull
  case lock(code: Int)
  case unlock(code: Int)
}
public enum Doors {
  public static let reduce: (Door, DoorEvent) -> Door = { state, event in
    switch (state, event) {
    case (.closed, .push): return .open
    case (.open, .pull): return .closed
    case (.closed, .lock(let code)) where code > 0: return .locked(code: code)
    case (.locked, .unlock): return .closed
    default: return state
    }
  }
}

// A feedback loop's `reduce:` closure kept in a stored property, `inout` state.
public enum Kettle: Equatable {
  case cold
  case heating
  case boiling
}
public enum KettleEvent {
  case switchOn
  case reachHundred
  case switchOff
}
public struct KettleLoop {
  public let reduce: (inout Kettle, KettleEvent) -> Void = { state, event in
    switch event {
    case .switchOn: state = .heating
    case .reachHundred:
      if state == .heating { state = .boiling }
    case .switchOff: state = .cold
    }
  }
  public init() {}
}

// A factory function that returns the reducer closure.
public enum Blind: Equatable {
  case up
  case down
}
public enum BlindEvent {
  case lower
  case raise
}
public enum Blinds {
  public static func reducer() -> (Blind, BlindEvent) -> Blind {
    return { state, event in
      switch event {
      case .lower: return .down
      case .raise: return .up
      }
    }
  }
}
