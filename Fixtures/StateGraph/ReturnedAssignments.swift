// A hand-written machine whose every write is `return state = …`: in a method that returns
// nothing an assignment is a value of `()`, so the statement assigns and leaves.
enum TrackState: Equatable {
  case idle
  case loading(String)
  case paused(String)
  case playing(String)
}

enum TrackEvent {
  case open(String?)
  case ready
  case toggle
  case close
}

final class TrackSession {
  private(set) var state = TrackState.idle

  func handle(_ event: TrackEvent) {
    switch state {
    case .idle:
      switch event {
      case .open(let name):
        guard let name else { return }
        return state = load(name)
      case .ready, .toggle, .close:
        return
      }
    case .loading(let name):
      switch event {
      case .ready:
        return state = .playing(name)
      case .close:
        return state = close()
      case .open, .toggle:
        return
      }
    case .paused(let name):
      switch event {
      case .toggle:
        return self.state = .playing(name)
      case .close:
        return state = close()
      case .open, .ready:
        return
      }
    case .playing(let name):
      if case .toggle = event {
        return state = .paused(name)
      }
      if case .close = event {
        state = close()
      }
    }
  }

  private func load(_ name: String) -> TrackState {
    .loading(name)
  }

  private func close() -> TrackState {
    .idle
  }
}
