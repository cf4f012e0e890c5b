// A ReSwift root reducer that hands a part of its state and the action to the part's own
// reducer and puts the result back: forwarding, no change of its own. Its logout case is one.

protocol Action {}

struct PlayerState {
  var isPlaying = false
}

struct RootState {
  var player = PlayerState()
  var session: String?
}

struct PlayerAction: Action {
  var play: Bool
}

struct Logout: Action {}

func playerReducer(action: PlayerAction, state: PlayerState) -> PlayerState {
  var state = state
  state.isPlaying = action.play
  return state
}

func rootReducer(action: Action, state: RootState?) -> RootState {
  var state = state ?? RootState()
  switch action {
  case let action as PlayerAction:
    state.player = playerReducer(action: action, state: state.player)
  case is Logout:
    state.session = nil
  default:
    break
  }
  return state
}
