// Issue 11 point 1: a struct state whose reducer looks at its fields before changing them. The
// field a case reads is the source of the edges under it; field defaults give the initial state.
struct RecorderFeature {
  struct State: Equatable {
    var mode: Mode = .idle
    var status: Status = .ready
    var isSaving = false
    var title = ""
  }

  enum Mode { case idle, editing, recording, paused }
  enum Status { case ready, uploading, failed }

  enum Action {
    case editTapped
    case recordTapped
    case pauseTapped
    case uploadTapped
    case uploadFailed
    case saveTapped
    case titleChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editTapped:
      switch state.mode {
      case .idle:
        state.mode = .editing
      case .editing, .recording, .paused:
        break
      }
      return .none
    case .recordTapped:
      if case .paused = state.mode {
        state.mode = .recording
      }
      return .none
    case .pauseTapped:
      guard state.mode == .recording else { return .none }
      state.mode = .paused
      return .none
    case .uploadTapped:
      guard state.status == .ready else { return .none }
      state.status = .uploading
      return .run { send in await send(.uploadFailed) }
    case .uploadFailed:
      state.status = .failed
      return .none
    case .saveTapped:
      guard !state.isSaving else { return .none }
      state.isSaving = true
      return .none
    case let .titleChanged(title):
      state.title = title
      return .none
    }
  }
}

// The initial state of a struct written as `static let initial`.
struct TimerState {
  var phase: Phase
  var seconds: Int

  enum Phase { case stopped, running }

  static let initial = TimerState(phase: .stopped, seconds: 0)
}

func timerReducer(state: inout TimerState, event: TimerEvent) {
  switch (state.phase, event) {
  case (.stopped, .start): state.phase = .running
  case (.running, .stop): state.phase = .stopped
  case (.running, .tick): state.seconds += 1
  default: break
  }
}
