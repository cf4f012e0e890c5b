// Issue 21: a helper handed a payload of the event. A parameter typed as an event
// (`apply(_ command: PanelAction)`) is a sub-event: its cases extend the event
// (`command.open`). A parameter of another type (`next(for target: Target)`) is a value the
// helper reads to pick the next state: the event stays the case that carried it (`update`).
enum PanelState { case closed, open, pinned, hidden }

enum PanelAction { case open, close }

enum Target { case none, pin, far }

enum PanelEvent {
  case update(Target)
  case command(PanelAction)
  case hide
}

final class PanelController {
  private var state: PanelState = .closed

  func send(_ event: PanelEvent) {
    switch (state, event) {
    case (.closed, .update(let target)), (.open, .update(let target)):
      state = next(for: target)
    case (_, .command(let command)):
      apply(command)
    case (_, .hide):
      state = .hidden
    default:
      break
    }
  }

  private func next(for target: Target) -> PanelState {
    switch target {
    case .none:
      return .closed
    case .pin:
      return .pinned
    case .far:
      return state
    }
  }

  private func apply(_ command: PanelAction) {
    switch command {
    case .open:
      state = .open
    case .close:
      state = .closed
    }
  }
}

// A switch over a payload: its cases extend the event (`failed.offline`), its `default` is the
// payload's case itself (`failed`), not the reducer's `default`.
enum SyncFailure { case offline, denied, timedOut }

enum SyncAction { case start, failed(SyncFailure) }

struct SyncState {
  var isSyncing = false
  var banner: Banner = .none

  enum Banner { case none, offline, error }
}

func syncReducer(state: inout SyncState, action: SyncAction) {
  switch action {
  case .start:
    state.isSyncing = true
  case .failed(let failure):
    state.isSyncing = false
    switch failure {
    case .offline:
      state.banner = .offline
    default:
      state.banner = .error
    }
  }
}
