// Media player: a pure function over a tuple switch, parameters found by type, not by name.
enum PlayerState {
  case stopped
  case buffering(URL)
  case playing(URL, position: Double)
  case paused(URL, position: Double)
  case failed(Error)
}

enum PlayerEvent {
  case play(URL)
  case bufferReady
  case pause
  case resume
  case stop
  case errored(Error)
  case seek(Double)
}

struct Player {
  static let initial = PlayerState.stopped

  static func next(_ current: PlayerState, _ input: PlayerEvent) -> PlayerState {
    switch (current, input) {
    case (.stopped, .play(let url)), (.failed, .play(let url)):
      return .buffering(url)
    case (.buffering(let url), .bufferReady):
      return .playing(url, position: 0)
    case (.playing(let url, let position), .pause):
      return .paused(url, position: position)
    case (.paused(let url, let position), .resume):
      return PlayerState.playing(url, position: position)
    case (.playing(let url, _), .seek(let target)) where target >= 0:
      return .playing(url, position: target)
    case (_, .stop):
      return .stopped
    case (.failed, _):
      return current
    case (_, .errored(let error)):
      return .failed(error)
    case (.failed, .errored):
      return current
    default:
      return current
    }
  }
}
