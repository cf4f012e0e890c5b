// An Actomaton-style reducer, `Reducer { action, state, environment in }`, in a computed
// property: it changes the state in place and returns an effect.
import Actomaton

public enum JukeboxAction: Sendable {
  case play
  case pause
  case stop
}

public enum JukeboxState: Equatable, Sendable {
  case stopped
  case playing
  case paused
}

public enum Jukebox {
  public static var reducer: Reducer<JukeboxAction, JukeboxState, Void> {
    Reducer { action, state, _ in
      switch (action, state) {
      case (.play, _):
        state = .playing
        return .empty
      case (.pause, .playing):
        state = .paused
        return .empty
      case (.stop, _):
        state = .stopped
        return .empty
      default:
        return .empty
      }
    }
  }
}
