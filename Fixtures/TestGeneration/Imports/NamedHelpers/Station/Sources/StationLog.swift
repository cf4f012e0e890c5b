// A station's log and the reducer that moves it: its test builds the forecast module's
// `Reading`, so it imports that module, whose name the helper's manifest writes.
import Forecast

enum StationEvent {
  case recorded(Reading)
  case pause
}

struct StationLog: Equatable {
  var last: Reading?
  var isPaused = false
}

enum StationReducer {
  static func reduce(_ log: StationLog, _ event: StationEvent) -> StationLog {
    var next = log
    switch event {
    case .recorded(let reading):
      next.last = reading
    case .pause:
      next.isPaused = true
    }
    return next
  }
}
