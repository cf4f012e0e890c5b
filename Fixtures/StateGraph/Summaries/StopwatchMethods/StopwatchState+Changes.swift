// The mutating methods StopwatchReducer.swift calls on its state.
extension StopwatchState {
  mutating func start() { isRunning = true }

  mutating func stop() {
    isRunning = false
  }

  mutating func advance(by seconds: Int) { elapsed += seconds }

  mutating func recordLap() { laps.append(elapsed) }

  mutating func reset() { self = StopwatchState() }

  mutating func editSettings(_ change: (inout Settings) -> Void) { change(&settings) }
}
