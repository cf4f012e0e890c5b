// Issue 31: a reducer calling mutating methods of its state declared in another file
// (StopwatchState+Changes.swift). `editSettings` takes a closure over a part of the state: its
// body is in the run, so the closure is not read as a copy of the state (`sound=false` would
// name the wrong value).
struct StopwatchState {
  var elapsed = 0
  var isRunning = false
  var laps: [Int] = []
  var settings = Settings()

  struct Settings {
    var sound = true
  }
}

enum StopwatchAction { case start, stop, tick, lap, reset, mute }

func stopwatchReducer(state: inout StopwatchState, action: StopwatchAction) {
  switch action {
  case .start: state.start()
  case .stop: state.stop()
  case .tick: state.advance(by: 1)
  case .lap: state.recordLap()
  case .reset: state.reset()
  case .mute: state.editSettings { $0.sound = false }
  }
}
