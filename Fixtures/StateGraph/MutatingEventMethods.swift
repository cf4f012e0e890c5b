// A struct state changed by its own mutating method, which takes the event first and a
// logger after it, and returns the actions to run. The struct also holds parts typed
// `...State`, but the value itself is the state: its fields are written without `self.`.

enum PlaybackEvent {
  case play
  case pause
  case finish
}

enum PlaybackAction {
  case startTimer
  case stopTimer
}

protocol EventLogger {
  func log(_ message: String)
}

struct PlaybackState {
  struct DisplayState {
    var title = ""
  }

  enum Mode {
    case stopped
    case playing
    case paused
  }

  private(set) var mode: Mode = .stopped
  private(set) var display = DisplayState()

  mutating func on(_ event: PlaybackEvent, logger: EventLogger?) -> [PlaybackAction] {
    logger?.log("\(event)")
    switch event {
    case .play:
      switch mode {
      case .stopped, .paused:
        mode = .playing
        return [.startTimer]
      case .playing:
        return []
      }
    case .pause:
      guard case .playing = mode else { return [] }
      mode = .paused
      return [.stopTimer]
    case .finish:
      mode = .stopped
      return [.stopTimer]
    }
  }
}
