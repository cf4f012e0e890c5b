// A reducer whose helpers take the state `inout` and are called inside the effects it
// returns or collects: each call writes the reducer's own state where it sits. A helper
// handed a copy of the state (`describe(state)`) writes nothing of it.
enum AlarmEffect {
  case none
  case clock

  static func merge(_ effects: AlarmEffect...) -> AlarmEffect { .none }
  static func merge(_ effects: [AlarmEffect]) -> AlarmEffect { .none }
}

struct AlarmReducer {
  struct State {
    var alarms: [Int] = []
    var isArmed = false
    var label = ""
  }

  enum Action {
    case appear
    case disarm
    case tick
    case rename
  }

  func reduce(into state: inout State, action: Action) -> AlarmEffect {
    switch action {
    case .appear:
      return .merge(.clock, rearm(&state))
    case .disarm:
      var effects: [AlarmEffect] = []
      effects.append(clearAlarms(&state))
      state.isArmed = false
      return .merge(effects)
    case .tick:
      guard state.isArmed else {
        return clearAlarms(&state)
      }
      return .none
    case .rename:
      return describe(state)
    }
  }

  private func rearm(_ state: inout State) -> AlarmEffect {
    .merge(clearAlarms(&state), schedule(&state))
  }

  private func clearAlarms(_ state: inout State) -> AlarmEffect {
    state.alarms = []
    return .none
  }

  private func schedule(_ state: inout State) -> AlarmEffect {
    state.alarms = [1, 2, 3].map { $0 * 60 }
    state.isArmed = true
    return .none
  }

  private func describe(_ state: State) -> AlarmEffect {
    var copy = state
    copy.label = "\(state.alarms.count)"
    return .none
  }
}
