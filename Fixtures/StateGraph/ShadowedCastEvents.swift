import ReSwift

// A cast's binding that shadows the event's name (`case let action as DoorAction`, then
// `switch action`) is the cast value: its cases join the type (`DoorAction.open`).
// `return state ?? .locked` keeps the state as it is (or starts it): no transition.

enum DoorAction: Action {
  case open
  case close
  case lock(code: String)
}

struct ResetDoor: Action {}

struct DoorState {
  var position: Position = .closed
  var code: String?
}

func doorReducer(action: Action, state: DoorState?) -> DoorState {
  var state = state ?? DoorState()
  switch action {
  case let action as DoorAction:
    switch action {
    case .open:
      state.position = .open
    case .close:
      state.position = .closed
    case .lock(let code):
      state.position = .locked
      state.code = code
    }
  case is ResetDoor:
    state.position = .closed
    state.code = nil
  default:
    break
  }
  return state
}

enum Alarm {
  case armed
  case disarmed
  case ringing
}

enum AlarmAction: Action {
  case arm
  case disarm
  case trigger
}

func alarmReducer(action: Action, state: Alarm?) -> Alarm {
  let state = state ?? .disarmed
  switch action {
  case let action as AlarmAction:
    switch action {
    case .arm: return .armed
    case .disarm: return .disarmed
    case .trigger: return state == .armed ? .ringing : state
    }
  default:
    return state
  }
}

enum Shade {
  case up
  case down
}

struct ShadeReducer {
  static func reduce(_ action: Action, _ state: Shade?) -> Shade {
    guard let action = action as? ShadeAction else { return state ?? .up }
    switch action {
    case .raise: return .up
    case .lower: return .down
    }
  }
}
