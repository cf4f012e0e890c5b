// Issue 31: a reducer calling mutating methods of its state declared in another file
// (StopwatchState+Changes.swift).
struct StopwatchState {
  var elapsed = 0
  var isRunning = false
  var laps: [Int] = []
}

enum StopwatchAction { case start, stop, tick, lap, reset }

func stopwatchReducer(state: inout StopwatchState, action: StopwatchAction) {
  switch action {
  case .start: state.start()
  case .stop: state.stop()
  case .tick: state.advance(by: 1)
  case .lap: state.recordLap()
  case .reset: state.reset()
  }
}
