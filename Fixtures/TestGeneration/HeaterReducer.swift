// A reducer over a class state that a test can build through its own initializer: the reducer
// sets its fields on the instance it is given and returns it, as a struct state's copy.
final class HeaterState {
  var room: String
  var isOn = false
  var level = 1
  var schedule: [Int] = [7, 19]

  init(room: String) {
    self.room = room
  }
}

enum HeaterEvent {
  case switchOn
  case switchOff
  case boost
  case clearSchedule
}

struct HeaterReducer {
  func reduce(_ state: HeaterState, _ event: HeaterEvent) -> HeaterState {
    switch event {
    case .switchOn:
      state.isOn = true
    case .switchOff:
      state.isOn = false
    case .boost:
      state.level = 3
    case .clearSchedule:
      state.schedule = []
    }
    return state
  }
}
