// An app-made Redux of our own writing: reducers are global closures typed by a generic alias of
// the app's (`Reduction<State>`, a function of the state and an action), over actions that are
// types matched with `as`. Each action type is an event, built with its initializer.
protocol BeaconAction {}

typealias Reduction<State> = (_ state: State, _ action: BeaconAction) -> State

struct ScanStarted: BeaconAction {
  let range: Int
}

struct ScanPaused: BeaconAction {}

struct BeaconState: Equatable {
  var range = 0
  var isPaused = false
}

let beaconReducer: Reduction<BeaconState> = { state, action in
  var state = state
  switch action {
  case let started as ScanStarted:
    state.range = started.range
    state.isPaused = false
  case _ as ScanPaused:
    state.isPaused = true
  default:
    break
  }
  return state
}
