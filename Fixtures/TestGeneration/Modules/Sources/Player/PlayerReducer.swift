// The player module: a pure reducer whose events and states carry the catalog's `Track`.
import Catalog

enum PlayerState: Equatable {
  case idle
  case playing(Track)
  case paused(Track)
}

enum PlayerEvent {
  case play(Track)
  case pause
  case resume
  case stop
}

struct PlayerReducer {
  func reduce(state: PlayerState, event: PlayerEvent) -> PlayerState {
    switch (state, event) {
    case (.idle, .play(let track)): return .playing(track)
    case (.playing(let track), .pause): return .paused(track)
    case (.paused(let track), .resume): return .playing(track)
    case (.playing, .stop), (.paused, .stop): return .idle
    default: return state
    }
  }
}
